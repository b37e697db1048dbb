import type { Dayjs } from 'dayjs';

/** The largest demo store (a quarter of all orders); its own offset, so whole days hit the rollup. */
export const BENCH_STORE = { id: 1, offset: '+09:00', offsetMinutes: 540 };
/** Another offset for the same store, to show the per-order path (no rollup applies). */
const FOREIGN_OFFSET = '+05:30';

export interface BenchCase {
  label: string;
  range: 'year' | 'month' | '5 days';
  path: string;
  target: number;
}

const V0 = [
  'sale-summary',
  'products',
  'salesman',
  'outlet-revenue',
  'payment-methods',
  'cashiers',
  'registers',
  'total-revenues',
  'categories',
  'product-sold',
  'product-sold-categories',
  'fulfillment-summary',
  'order-duration',
  'order-status',
  'payment-status',
  'product-profit',
  'global-report',
  'order-time-in-status',
  'tippings',
];
const V1 = ['orders', 'tipping-summary', 'tipping-transaction'];

/** Every report over the last 365, 30 and 5 local days up to `end` (the data's last instant). */
export function benchCases(end: Dayjs): BenchCase[] {
  const lastDay = end.add(BENCH_STORE.offsetMinutes, 'minute').format('YYYY-MM-DD');
  const endLocal = end.add(BENCH_STORE.offsetMinutes, 'minute');
  const ranges = [
    ['year', 365],
    ['month', 30],
    ['5 days', 5],
  ] as const;
  const cases: BenchCase[] = [];
  for (const [range, days] of ranges) {
    const firstDay = endLocal.subtract(days - 1, 'day').format('YYYY-MM-DD');
    const bounds = (prefix: '' | 'order') => {
      const min = prefix ? 'orderCreatedAtMin' : 'createdAtMin';
      const max = prefix ? 'orderCreatedAtMax' : 'createdAtMax';
      return `${min}=${firstDay}T00:00:00&${max}=${lastDay}T23:59:59`;
    };
    const tz = `timeZone=${encodeURIComponent(BENCH_STORE.offset)}`;
    const store = `/api/reports/v0/stores/${BENCH_STORE.id}`;
    for (const report of V0) {
      cases.push({
        label: report,
        range,
        path: `${store}/${report}?${bounds('')}&${tz}`,
        target: report === 'sale-summary' && range === 'year' ? 20 : 50,
      });
    }
    cases.push({
      label: `sale-summary timeZone=${FOREIGN_OFFSET}`,
      range,
      path: `${store}/sale-summary?${bounds('')}&timeZone=${encodeURIComponent(FOREIGN_OFFSET)}`,
      target: 50,
    });
    cases.push({
      label: 'sale-summary compare=previous,day',
      range,
      path: `${store}/sale-summary?${bounds('')}&${tz}&compare=previous,day`,
      target: 50,
    });
    for (const report of V1) {
      cases.push({
        label: `v1 ${report}`,
        range,
        path: `/api/reports/v1/stores/${BENCH_STORE.id}/${report}?${bounds(report === 'orders' ? '' : 'order')}&${tz}`,
        target: 50,
      });
    }
  }
  cases.push({
    label: 'categories/filter outletIds=101',
    range: '5 days',
    path: `/api/reports/v0/stores/${BENCH_STORE.id}/categories/filter?outletIds=101`,
    target: 50,
  });
  return cases;
}
