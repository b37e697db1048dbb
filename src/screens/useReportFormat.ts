import { useLingui } from '@lingui/react';
import type { ReportAnswer } from '../contract/answers';
import type { FilterSearch } from '../filters/filterSearch';
import type { FormatContext } from '../reports/cellValue';
import { type ReportDefinition, reportMode } from '../reports/definition';
import { useStableFormat } from '../reports/useStableFormat';
import { currencySymbol } from './PiePanel';

/**
 * How a report's values are written: money in the currency shown (`chosen`) for a report that offers
 * the choice, in the answer's presentment currency for one whose amounts are in it, else with no
 * currency; instants on the answer's clock.
 */
export function useReportFormat(
  report: ReportDefinition,
  search: FilterSearch,
  chosen: FormatContext['currency'],
  answer: ReportAnswer | undefined,
): FormatContext {
  const { i18n } = useLingui();
  const presentment = report.amountsInPresentmentCurrency
    ? String(answer?.total?.presentmentCurrency ?? 'USD')
    : null;
  return useStableFormat({
    locale: i18n.locale,
    mode: reportMode(report, search),
    currency: report.currencySelector
      ? chosen
      : presentment
        ? { code: presentment, symbol: currencySymbol(presentment, i18n.locale), rate: 1 }
        : { code: '', symbol: '', rate: 1 },
    missing: report.missingValue ?? '—',
    timeZone: answer?.range.timeZone,
  });
}
