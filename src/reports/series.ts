import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ChartSeries } from '../charts/types';
import type { Row } from './definition';

type NumberKey<Item> = Extract<keyof Item, string>;
type TextKey<Item> = Extract<keyof Item, string>;

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * Series builders: typed by the fields of the report they read, they take the rows as the API answered
 * them (a chart may read another report than its table).
 */

/** One series per figure over the periods of the items (`date`): total revenue per day… */
export function figureSeries<Item extends Row & { date: string }>(
  figures: ReadonlyArray<{ key: NumberKey<Item>; label: MessageDescriptor }>,
) {
  return (items: readonly Row[], i18n: I18n): ChartSeries[] =>
    figures.map(({ key, label }) => ({
      id: key,
      label: i18n._(label),
      points: items.map((item) => ({ x: String(item.date), y: numberOrNull(item[key]) })),
    }));
}

/**
 * One series per dimension value (an outlet, a payment method…) over the periods: the items are rows of
 * period × dimension, and a period without a row for a dimension is a gap.
 */
export function dimensionSeries<Item extends Row & { date: string }>(
  dimension: (item: Item, i18n: I18n) => { id: string; label: string },
  value: NumberKey<Item>,
) {
  return (rows: readonly Row[], i18n: I18n): ChartSeries[] => {
    const items = rows as readonly Item[];
    const periods = [...new Set(items.map((item) => item.date))];
    const byDimension = new Map<string, { label: string; values: Map<string, number | null> }>();
    for (const item of items) {
      const { id, label } = dimension(item, i18n);
      const entry = byDimension.get(id) ?? { label, values: new Map() };
      entry.values.set(item.date, numberOrNull(item[value]));
      byDimension.set(id, entry);
    }
    return [...byDimension].map(([id, { label, values }]) => ({
      id,
      label,
      points: periods.map((period) => ({ x: period, y: values.get(period) ?? null })),
    }));
  };
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
