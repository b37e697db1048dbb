import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterSearch } from '../filters/filterSearch';
import { chartFigure, type ReportDefinition, type ReportOption, reportMode } from './definition';
import { MODE_LABELS } from './modeLabels';

/** A report option as the phone's folded line names it when it is on. */
const OPTIONS_IN_FORCE = {
  paidOnly: msg`paid orders only`,
  withoutVariant: msg`without variants`,
  paymentInfo: msg`payment info`,
  countedOnly: msg`counted orders only`,
} satisfies Record<ReportOption, unknown>;

/**
 * How a report's figures are shown, as a phone's folded line of its controls says it ("KRW · Week ·
 * Previous period · paid orders only"): the currency when there is a choice, the grouping, the chart's
 * figure, the comparison when on, and the options that are on.
 */
export function displayInForce(
  i18n: I18n,
  report: ReportDefinition,
  search: FilterSearch,
  shown: { currency: string | null; comparedName: string | null },
): string[] {
  const figure = report.chart && chartFigure(report.chart, search);
  return [
    shown.currency,
    report.modes ? i18n._(MODE_LABELS[reportMode(report, search)]) : null,
    figure ? i18n._(figure.label) : null,
    search.compare ? shown.comparedName : null,
    ...(report.options ?? [])
      .filter((option) => search[option])
      .map((option) => i18n._(OPTIONS_IN_FORCE[option])),
  ].filter((part): part is string => !!part);
}
