import type { Dayjs } from 'dayjs';

/** The largest demo store (a quarter of all orders), in Seoul: +09:00 all year. */
export const BENCH_STORE = { id: 1, zone: 'Asia/Seoul', offset: '+09:00', offsetMinutes: 540 };

/** Zones every year-long report is timed at: whole, half and quarter hours, and daylight saving. */
export const BENCH_ZONES = ['+09:00', '+05:30', '+05:45', 'Europe/Paris'] as const;

/** Filters every year-long report is timed with (outlet 101 is one of the store's five outlets). */
export const BENCH_FILTERS = [
  { label: 'default', query: '' },
  { label: 'outlet', query: '&outletIds=101' },
  { label: 'source', query: '&source=in_store' },
  { label: 'state', query: '&states=completed' },
  { label: 'status', query: '&statuses=paid' },
] as const;

export interface BenchCase {
  label: string;
  range: 'year' | 'month' | '5 days';
  path: string;
  target: number;
  /** Year-long cases: the zone and filter of the grid. */
  zone?: string;
  filter?: string;
}

export const V0_REPORTS = [
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
export const V1_REPORTS = ['orders', 'tipping-summary', 'tipping-transaction'];

/** The local date `days - 1` days before the local day holding `end`, and that day, in a zone. */
function localDays(end: Dayjs, zone: string, days: number): [string, string] {
  const offset = /^([+-])(\d\d):(\d\d)$/.exec(zone);
  let last: Date;
  if (offset) {
    const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
    last = new Date(end.valueOf() + minutes * 60_000);
  } else {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' })
        .formatToParts(end.toDate())
        .map((p) => [p.type, p.value]),
    );
    last = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  }
  const first = new Date(last.valueOf() - (days - 1) * 86_400_000);
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

function reportPaths(end: Dayjs, zone: string, days: number, extra: string) {
  const [firstDay, lastDay] = localDays(end, zone, days);
  const tz = `timeZone=${encodeURIComponent(zone)}`;
  const bounds = (prefix: '' | 'order') => {
    const min = prefix ? 'orderCreatedAtMin' : 'createdAtMin';
    const max = prefix ? 'orderCreatedAtMax' : 'createdAtMax';
    return `${min}=${firstDay}&${max}=${lastDay}`;
  };
  return [
    ...V0_REPORTS.map((report) => ({
      label: report,
      path: `/api/reports/v0/stores/${BENCH_STORE.id}/${report}?${bounds('')}&${tz}${extra}`,
    })),
    ...V1_REPORTS.map((report) => ({
      label: `v1 ${report}`,
      path: `/api/reports/v1/stores/${BENCH_STORE.id}/${report}?${bounds(report === 'orders' ? '' : 'order')}&${tz}${extra}`,
    })),
    // The sales by weekday and hour heatmap.
    {
      label: 'sale-summary mode=WEEKHOURS',
      path: `/api/reports/v0/stores/${BENCH_STORE.id}/sale-summary?${bounds('')}&${tz}&mode=WEEKHOURS&limit=168${extra}`,
    },
  ];
}

/**
 * Every report over the last 365 local days up to `end` (the data's last instant) at each bench
 * zone and with each bench filter; then over 30 and 5 days at the store's own offset.
 */
export function benchCases(end: Dayjs): BenchCase[] {
  const cases: BenchCase[] = [];
  for (const zone of BENCH_ZONES) {
    for (const filter of BENCH_FILTERS) {
      for (const { label, path } of reportPaths(end, zone, 365, filter.query))
        cases.push({ label, range: 'year', path, target: 50, zone, filter: filter.label });
      // The dashboard's brief: yesterday and today, each against the same weekday of 8 weeks before.
      const [yesterday, today] = localDays(end, zone, 2);
      cases.push({
        label: 'brief (yesterday, today)',
        range: 'year',
        path: `/api/reports/v0/stores/${BENCH_STORE.id}/brief?createdAtMin=${yesterday}&createdAtMax=${today}&timeZone=${encodeURIComponent(zone)}${filter.query}`,
        target: 50,
        zone,
        filter: filter.label,
      });
    }
  }
  for (const [range, days] of [
    ['month', 30],
    ['5 days', 5],
  ] as const) {
    for (const { label, path } of reportPaths(end, BENCH_STORE.offset, days, ''))
      cases.push({ label, range, path, target: 50 });
    cases.push({
      label: 'sale-summary compare=previous,day',
      range,
      path: `${reportPaths(end, BENCH_STORE.offset, days, '&compare=previous,day')[0]?.path}`,
      target: 50,
    });
  }
  // The dashboard's month: so far, 8 weeks of weekdays, today cut at this time 8 times, last year.
  cases.push({
    label: 'month-pace (this month)',
    range: 'month',
    path: `/api/reports/v0/stores/${BENCH_STORE.id}/month-pace?month=${end.format('YYYY-MM')}&timeZone=${encodeURIComponent(BENCH_STORE.offset)}`,
    target: 50,
  });
  cases.push({
    label: 'categories/filter outletIds=101',
    range: '5 days',
    path: `/api/reports/v0/stores/${BENCH_STORE.id}/categories/filter?outletIds=101`,
    target: 50,
  });
  return cases;
}
