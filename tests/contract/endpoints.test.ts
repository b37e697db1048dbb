/**
 * The endpoint catalogue holds app and server together: every endpoint is answered by the server with
 * every parameter it declares and refuses one it does not, and every request the app builds (table,
 * chart, pie, export of every report, with every filter and option the report shows) is one the
 * server answers with the shape the app reads.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNERS } from '../../server/reports/allRunners';
import { answerSchema } from '../../src/contract/answers';
import { PRODUCT_TYPES } from '../../src/contract/constants';
import { ENDPOINT_LIST, ENDPOINTS, type Endpoint } from '../../src/contract/endpoints';
import type { ReportQueryParam } from '../../src/contract/reportQuery';
import type { FilterSearch } from '../../src/filters/filterSearch';
import type { ReportDefinition } from '../../src/reports/definition';
import { REPORT_LIST } from '../../src/reports/registry';
import { type RequestPurpose, reportRequest } from '../../src/reports/reportRequest';
import { startTestServer, type TestServer } from '../server/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 300, now: new Date('2026-03-15T12:00:00Z') });
});
afterAll(() => server.close());

const RANGE = { createdAtMin: '2026-03-04', createdAtMax: '2026-03-10' };

/** A valid value of every parameter any endpoint reads (the type check asks for a new one's). */
const SAMPLES: Record<ReportQueryParam, (endpoint: Endpoint) => string> = {
  page: () => '1',
  limit: () => '5',
  mode: () => 'WEEK',
  month: () => '2026-03',
  timeZone: () => 'Asia/Seoul',
  createdAtMin: () => RANGE.createdAtMin,
  createdAtMax: () => RANGE.createdAtMax,
  orderCreatedAtMin: () => RANGE.createdAtMin,
  orderCreatedAtMax: () => RANGE.createdAtMax,
  outletIds: () => '1,2',
  outletId: () => '1',
  registerIds: () => '1',
  states: () => 'completed',
  statuses: () => 'paid',
  productTypes: () => PRODUCT_TYPES[0],
  salesmen: () => '1',
  categoryIds: () => '1',
  productCategoryId: () => 'uncategorized',
  source: () => 'in_store',
  reportingMode: () => 'in_store',
  showAllOrders: () => 'true',
  revenueType: () => 'paid',
  type: () => 'revenue',
  fieldsIncluded: () => 'tip,charge',
  fields: (endpoint) => Object.keys(endpoint.item.entries)[0] ?? '',
  isIncludeReferenceNumber: () => 'true',
  isExport: () => 'true',
  isSalesOrder: () => 'true',
  search: () => '1',
  sortBy: (endpoint) => endpoint.sortable?.[0] ?? '',
  sortDirection: () => 'asc',
  withoutVariant: () => 'true',
  groupBy: () => 'country',
  storeIds: () => '1,2',
  storeId: () => '1',
  orderByType: () => 'ASC',
  compare: (endpoint) => (endpoint.comparable ? 'previous' : 'day'),
  compareWith: () => 'year',
  compareFrom: () => '2025-03-01',
  countedOnly: () => 'true',
  cashierIds: () => '1',
  paymentCodes: () => 'cash',
  productIds: () => '1',
  hourOfWeek: () => '1 09:00',
  weeks: () => '4',
};

/** Parameters that pick fewer fields than the item has (sale-summary's `type=revenue`: revenue only). */
const PROJECTIONS = new Set<ReportQueryParam>(['fields', 'type']);

async function read(path: string, query: Record<string, string>) {
  const response = await server.get(`/api/reports${path}?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pathOf = (endpoint: Endpoint) => `/${endpoint.service}/stores/1/${endpoint.name}`;

describe('the catalogue and the server', () => {
  it('has a server definition for every endpoint, answering that very endpoint', () => {
    expect(Object.keys(RUNNERS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
    for (const [id, runner] of Object.entries(RUNNERS))
      expect(runner.endpoint, id).toBe(ENDPOINTS[id as keyof typeof ENDPOINTS]);
  });

  it.each(ENDPOINT_LIST.map((endpoint) => [`${endpoint.service}/${endpoint.name}`, endpoint] as const))(
    '%s answers each parameter it declares, in the shape the catalogue gives',
    async (_, endpoint) => {
      const answers = await Promise.all(
        endpoint.params.map(async (param) => {
          const query = { ...(endpoint.ranged === false ? {} : RANGE), [param]: SAMPLES[param](endpoint) };
          return { param, ...(await read(pathOf(endpoint), query)) };
        }),
      );
      for (const { param, status, body } of answers) {
        expect(status, `${param}: ${JSON.stringify(body)}`).toBe(200);
        if (!PROJECTIONS.has(param))
          expect(v.safeParse(answerSchema(endpoint), body).success, param).toBe(true);
      }
    },
  );

  it.each(ENDPOINT_LIST.map((endpoint) => [`${endpoint.service}/${endpoint.name}`, endpoint] as const))(
    '%s refuses a parameter it does not declare, naming it',
    async (_, endpoint) => {
      const undeclared = (Object.keys(SAMPLES) as ReportQueryParam[]).filter(
        (param) => !endpoint.params.includes(param),
      );
      expect(undeclared.length).toBeGreaterThan(0);
      for (const param of undeclared) {
        const { status, body } = await read(pathOf(endpoint), { [param]: SAMPLES[param](endpoint) });
        expect(status, param).toBe(400);
        expect(String(body.message), param).toContain(`Unknown query parameter '${param}'`);
      }
    },
  );
});

/** Every filter, option, sort and column a report may send, chosen at once. */
function everyChoice(report: ReportDefinition, source: FilterSearch['source']): FilterSearch {
  return {
    ...RANGE,
    createdAtMin: `${RANGE.createdAtMin}T00:00:00`,
    createdAtMax: `${RANGE.createdAtMax}T23:59:59`,
    mode: report.modes?.[1] ?? undefined,
    source,
    outletIds: [1, 2],
    registerIds: [],
    states: ['completed'],
    statuses: ['paid'],
    productTypes: [PRODUCT_TYPES[0]],
    salesmen: [1],
    categoryIds: [1],
    productCategoryId: 1,
    stores: [1, 2],
    paidOnly: true,
    withoutVariant: true,
    paymentInfo: true,
    compare: true,
    compareWith: 'week',
    sort: report.sort?.fields.at(-1),
    direction: 'asc',
    columns: report.columns.map((column) => column.key),
    page: 1,
  };
}

const PURPOSES: readonly RequestPurpose[] = ['table', 'chart', 'pie', 'export'];

describe('the app and the server', () => {
  it.each(REPORT_LIST.map((report) => [report.id, report] as const))(
    '%s: every request the app builds is answered, in the shape the app reads',
    async (_, report) => {
      let sent = 0;
      for (const source of ['in_store', 'online'] as const) {
        for (const purpose of PURPOSES) {
          const request = reportRequest(
            report,
            { userId: 1, storeId: 1, timeZone: 'Asia/Seoul' },
            everyChoice(report, source),
            purpose,
          );
          if (!request) continue;
          sent++;
          const { status, body } = await read(request.path, request.params as Record<string, string>);
          const what = `${purpose} ${request.path}?${new URLSearchParams(request.params as Record<string, string>)}`;
          expect(status, `${what}: ${JSON.stringify(body)}`).toBe(200);
          const parsed = v.safeParse(answerSchema(request.endpoint, request.item), body);
          expect(parsed.success, `${what}: ${parsed.issues ? v.summarize(parsed.issues) : ''}`).toBe(true);
        }
      }
      expect(sent).toBeGreaterThanOrEqual(4);
    },
  );
});
