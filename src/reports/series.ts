import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChartSeries } from '../charts/types';
import type { Row } from './definition';
import { isAverage, type Metric } from './metrics';

type NumberKey<Item> = Extract<keyof Item, string>;
type TextKey<Item> = Extract<keyof Item, string>;

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Series builders: typed by the fields of the report they read, they take the rows as the API answered
 * them (a chart may read another report than its table).
 *
 * A period of the range without sales (no row, or a row without orders) draws as its figure means: a
 * sum or a count is 0 there, an average has no value (a gap, which the chart explains with the series'
 * `gapNote`). Whether a figure is an average is its metric's (`isAverage`).
 */

/** The periods a chart draws: every period of the range when known, else those of the rows, in order. */
function chartPeriods(items: readonly Row[], periods: readonly string[] | null | undefined): string[] {
  const answered = items.map((item) => String(item.date));
  if (!periods) return [...new Set(answered)];
  const known = new Set(periods);
  // A row of a period the range's periods lack (never expected) still draws, in its place.
  const extra = answered.filter((period) => !known.has(period));
  return extra.length ? [...new Set([...periods, ...extra])].sort() : [...periods];
}

/**
 * A period's value of a figure (a field of its row, or worked out from the row): a sum or a count
 * without a row is 0; an average without orders (or without a row) has none.
 */
export function periodValue(
  item: Row | undefined,
  figure: string | ((item: Row) => number | null),
  metric: Metric,
): number | null {
  const average = isAverage(metric);
  if (!item) return average ? null : 0;
  if (average && item.orderCount === 0) return null;
  return numberOrNull(typeof figure === 'string' ? item[figure] : figure(item));
}

/** A series of an average says why some of its periods are blank. */
export function withGapNote(series: ChartSeries, metric: Metric, i18n: I18n): ChartSeries {
  if (!isAverage(metric)) return series;
  return { ...series, gapNote: i18n._(msg`No orders: no average. Periods without orders are blank.`) };
}

/** A figure of a chart of periods: a field of the items, or one worked out from each (`value`). */
export type PeriodFigure<Item extends Row> = { label: MessageDescriptor; metric: Metric } & (
  | { key: NumberKey<Item>; value?: undefined }
  | { key: string; value: (item: Item) => number | null }
);

/** One series per figure over the periods of the items (`date`): total revenue per day… */
export function figureSeries<Item extends Row & { date: string }>(
  figures: ReadonlyArray<PeriodFigure<Item>>,
) {
  return (
    items: readonly Row[],
    i18n: I18n,
    _figure?: string,
    periods?: readonly string[] | null,
  ): ChartSeries[] => {
    const byPeriod = new Map(items.map((item) => [String(item.date), item]));
    const xs = chartPeriods(items, periods);
    return figures.map(({ key, label, metric, value }) => {
      const figure = (value as ((item: Row) => number | null) | undefined) ?? key;
      const points = xs.map((x) => ({ x, y: periodValue(byPeriod.get(x), figure, metric) }));
      return withGapNote({ id: key, label: i18n._(label), points }, metric, i18n);
    });
  };
}

/**
 * One series per dimension value (an outlet, a payment method…) over the periods: the items are rows of
 * period × dimension, and a period without a row for a dimension had no sales of it (0 for a sum, none
 * for an average). A dimension whose every value is unknown (a store without an exchange rate) stays
 * unknown in those periods too. A dimension of a known list (a status) names its place in the palette
 * (`colorSlot`), so it has the same colour in every view.
 */
export function dimensionSeries<Item extends Row & { date: string }>(
  dimension: (item: Item, i18n: I18n) => { id: string; label: string; colorSlot?: number | undefined },
  value: NumberKey<Item>,
  metric: Metric,
) {
  return (
    rows: readonly Row[],
    i18n: I18n,
    _figure?: string,
    rangePeriods?: readonly string[] | null,
  ): ChartSeries[] => {
    const items = rows as readonly Item[];
    const periods = chartPeriods(items, rangePeriods);
    const byDimension = new Map<
      string,
      { label: string; colorSlot: number | undefined; items: Map<string, Item> }
    >();
    for (const item of items) {
      const { id, label, colorSlot } = dimension(item, i18n);
      const entry = byDimension.get(id) ?? { label, colorSlot, items: new Map() };
      entry.items.set(item.date, item);
      byDimension.set(id, entry);
    }
    return [...byDimension].map(([id, { label, colorSlot, items: byPeriod }]) => {
      const known = [...byPeriod.values()].some((item) => numberOrNull(item[value]) !== null);
      const points = periods.map((period) => {
        const item = byPeriod.get(period);
        return { x: period, y: item || known ? periodValue(item, value, metric) : null };
      });
      return withGapNote(
        { id, label, points, ...(colorSlot === undefined ? {} : { colorSlot }) },
        metric,
        i18n,
      );
    });
  };
}

/**
 * A value's own place in the palette: its place in the list of known values (statuses), so that it
 * keeps its colour whichever others are drawn; none for a value outside the list.
 */
export function knownSlot(known: readonly string[], value: string): number | undefined {
  const index = known.indexOf(value);
  return index < 0 ? undefined : index;
}

/**
 * One series whose points are the items themselves, named by a text field: revenue per category. Items
 * that share a name (variants of one product) are told apart by `distinct`, so none merges into another.
 */
export function itemSeries<Item extends Row>(
  name: TextKey<Item>,
  value: NumberKey<Item>,
  label: MessageDescriptor,
  distinct?: TextKey<Item>,
) {
  return (items: readonly Row[], i18n: I18n): ChartSeries[] => {
    const nameOf = (item: Row) => String(item[name] ?? '');
    const counts = new Map<string, number>();
    for (const item of items) counts.set(nameOf(item), (counts.get(nameOf(item)) ?? 0) + 1);
    const pointName = (item: Row) => {
      const shared = distinct !== undefined && (counts.get(nameOf(item)) ?? 0) > 1;
      return shared ? `${nameOf(item)} · ${String(item[distinct] ?? '')}` : nameOf(item);
    };
    return [
      {
        id: value,
        label: i18n._(label),
        points: items.map((item) => ({ x: pointName(item), y: numberOrNull(item[value]) })),
      },
    ];
  };
}

/**
 * The items a chart of periods draws from an answer that may hold only the first items of the range
 * (`countItems` counts them all): all of them when whole; else the whole periods among them, since the
 * last period read may lack some of its series. `lastPeriod` is then the last period drawn.
 */
export function wholePeriods(
  items: readonly Row[],
  countItems: number,
): { items: readonly Row[]; lastPeriod: string | null } {
  if (items.length >= countItems) return { items, lastPeriod: null };
  const cutPeriod = items.at(-1)?.date;
  const whole = items.filter((item) => item.date !== cutPeriod);
  const kept = whole.length ? whole : items;
  return { items: kept, lastPeriod: String(kept.at(-1)?.date ?? '') };
}
