import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportQueryWire } from '../contract/reportQuery';
import { orderStateLabel } from '../filters/labels';
import { formatWallClock } from '../i18n/intlFormats';
import { type ComparedSpan, comparedPeriodLabel } from '../reports/comparedSpan';

/** The names a report's filters are written with: outlets and registers by id, published states by value. */
export interface FilterNames {
  outlets: ReadonlyMap<number, string>;
  registers: ReadonlyMap<number, string>;
  stateLabels: ReadonlyMap<string, string>;
}

const SOURCE_LABELS = {
  online: msg({ message: 'Online', context: 'order sources' }),
  in_store: msg({ message: 'In store', context: 'order sources' }),
};

/** Ids of a request's list (`3,5`; `-1` is "none chosen") as their names, joined in the language's way. */
function namedIds(param: string, names: ReadonlyMap<number, string>, i18n: I18n, none: () => string): string {
  const ids = param.split(',').map(Number);
  if (ids.includes(-1)) return none();
  return listOf(
    ids.map((id) => names.get(id) ?? `#${id}`),
    i18n,
  );
}

function listOf(items: readonly string[], i18n: I18n): string {
  try {
    return new Intl.ListFormat(i18n.locale, { type: 'conjunction', style: 'short' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * The filters a report's figures are read with, one line each, from the request the PDF made (so the
 * lines say exactly what the figures count): where orders were taken, the order statuses, and "Paid
 * orders only". A report filtering by state without naming any counts every state but canceled.
 */
export function filterLines(
  params: Partial<ReportQueryWire>,
  filtersStates: boolean,
  names: FilterNames,
  i18n: I18n,
): string[] {
  const lines: string[] = [];
  const none = () => i18n._(msg({ message: 'None', context: 'outlets' }));
  if (params.source === 'online' || params.source === 'in_store') {
    const source = i18n._(SOURCE_LABELS[params.source]);
    lines.push(i18n._(msg`Source: ${source}`));
  }
  if (params.outletIds) {
    const outlets = namedIds(params.outletIds, names.outlets, i18n, none);
    lines.push(i18n._(msg`Outlets: ${outlets}`));
  }
  if (params.registerIds) {
    const registers = namedIds(params.registerIds, names.registers, i18n, () =>
      i18n._(msg({ message: 'None', context: 'registers' })),
    );
    lines.push(i18n._(msg`Registers: ${registers}`));
  }
  if (params.states) {
    const states = listOf(
      params.states.split(',').map((state) => orderStateLabel(i18n, state, names.stateLabels)),
      i18n,
    );
    lines.push(i18n._(msg`Order statuses: ${states}`));
  } else if (filtersStates) {
    const states = i18n._(msg({ message: 'All but canceled', context: 'order statuses' }));
    lines.push(i18n._(msg`Order statuses: ${states}`));
  }
  if (params.revenueType === 'paid') lines.push(i18n._(msg`Paid orders only`));
  return lines;
}

/**
 * What the PDF's chart is compared with, and its dates as the API compared them: "Compared with:
 * Previous period (Nov 18 – 22)"; its name alone when the dates are not known.
 */
export function comparisonLine(
  comparison: { name: string; span: ComparedSpan | null },
  i18n: I18n,
  currentYear: number,
): string {
  const compared = comparison.span
    ? comparedPeriodLabel(i18n, comparison.name, comparison.span, currentYear)
    : comparison.name;
  return i18n._(msg`Compared with: ${compared}`);
}

/**
 * Where the store's business days start, when not at midnight (`HH:mm`, an answer's `range.dayStartsAt`):
 * the days, weeks, months and years of an export run from there. "Business days start at 4:00 AM".
 */
export function businessDayLine(dayStartsAt: string, i18n: I18n): string {
  const time = formatWallClock(dayStartsAt, i18n.locale);
  return i18n._(msg`Business days start at ${time}`);
}
