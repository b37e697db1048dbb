/**
 * The Order status filter tells what the server counts: where a report ticks every state but canceled
 * when its link names none, the server counts exactly those without a filter, and every state ticked
 * (sent by name) counts canceled orders too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_STATUSES } from '../../server/demo/fixtures';
import type { FilterSearch } from '../../src/filters/filterSearch';
import { ORDER_STATES } from '../../src/filters/labels';
import { statesByDefault, statesLeaveCanceledOut } from '../../src/reports/countedStates';
import type { ReportDefinition } from '../../src/reports/definition';
import { REPORT_LIST, REPORTS } from '../../src/reports/registry';
import { type RequestPurpose, reportRequest } from '../../src/reports/reportRequest';
import { startTestServer, type TestServer } from '../server/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 6000, now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(() => server.close());

/** Half a year of the small demo data: a few canceled orders among the rest. */
const RANGE: FilterSearch = { createdAtMin: '2025-09-15T00:00:00', createdAtMax: '2026-03-14T23:59:59' };
const SCOPE = { userId: 1, storeId: 1, timeZone: 'Asia/Seoul' };
/** The states the filter offers in store 1: the built-in ones, then the published custom ones. */
const OFFERED = [
  ...ORDER_STATES,
  ...CUSTOM_STATUSES.filter((status) => status.published).map((status) => status.value),
];
const PURPOSES: readonly RequestPurpose[] = ['table', 'chart', 'pie', 'export'];

async function answer(report: ReportDefinition, search: FilterSearch, purpose: RequestPurpose) {
  const request = reportRequest(report, SCOPE, search, purpose);
  if (!request) return null;
  const query = new URLSearchParams(request.params as Record<string, string>);
  const response = await server.get(`/api/reports${request.path}?${query}`);
  const body = (await response.json()) as Record<string, unknown>;
  expect(response.status, `${request.path}?${query}: ${JSON.stringify(body)}`).toBe(200);
  // The instant each answer was produced differs from one request to the next.
  delete body.generatedAt;
  return { query: query.toString(), body };
}

/** Every report whose filters show Order status as the orders counted, with each `countedOnly` it takes. */
const CASES = REPORT_LIST.filter(
  (report) => report.filters.includes('states') && !report.statesSavedOnDevice,
).flatMap((report) =>
  (report.options?.includes('countedOnly') ? [false, true] : [false]).map(
    (countedOnly) => [`${report.id}${countedOnly ? ' (countedOnly)' : ''}`, report, countedOnly] as const,
  ),
);

describe('the Order status filter and the server', () => {
  it.each(CASES)(
    '%s: no filter counts exactly the states the filter ticks by default',
    async (_, report, countedOnly) => {
      const search: FilterSearch = { ...RANGE, countedOnly: countedOnly || undefined };
      const ticked = statesByDefault(report, search, OFFERED);
      expect(ticked.includes('canceled')).toBe(!statesLeaveCanceledOut(report, search));
      let compared = 0;
      for (const purpose of PURPOSES) {
        const unfiltered = await answer(report, search, purpose);
        if (!unfiltered) continue;
        const named = await answer(report, { ...search, states: ticked }, purpose);
        expect(named?.query).toContain('states=');
        expect(named?.body, `${purpose}: ${named?.query}`).toEqual(unfiltered.body);
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('every state ticked counts the canceled orders too, in the table, the dashboard and the export', async () => {
    const totals = async (report: ReportDefinition, states: string[] | undefined, purpose: RequestPurpose) =>
      (await answer(report, { ...RANGE, states }, purpose))?.body.total as Record<string, number>;
    for (const [report, purpose] of [
      [REPORTS.totalRevenue, 'table'],
      [REPORTS.totalRevenue, 'export'],
      [REPORTS.dashboard, 'table'],
    ] as const) {
      const byDefault = await totals(report, undefined, purpose);
      const canceled = await totals(report, ['canceled'], purpose);
      const all = await totals(report, OFFERED, purpose);
      expect(canceled.orderCount, `${report.id} ${purpose}`).toBeGreaterThan(0);
      expect(all.orderCount).toBe((byDefault.orderCount ?? 0) + (canceled.orderCount ?? 0));
      expect(all.totalRevenue).toBeCloseTo((byDefault.totalRevenue ?? 0) + (canceled.totalRevenue ?? 0), 2);
    }
  });
});
