/**
 * Every API endpoint with the query parameters it reads, for the sweeps and the fuzz test. Report
 * parameters come from the shared report query schema, so a new one is swept without listing it here;
 * `expectInventoryCoversApp` fails when the app gains a route this list lacks.
 */
import type * as v from 'valibot';
import { expect } from 'vitest';
import { RUNNER_LIST } from '../../server/reports/allRunners';
import { reportQueryEntries } from '../../src/contract/reportQuery';
import { idListParam, idOrNoneParam, idParam } from '../../src/contract/wireParams';

export type ParamKind =
  | 'id'
  | 'idOrNone'
  | 'idList'
  | 'int'
  | 'text'
  | 'date'
  | 'offset'
  | 'bool'
  | 'choice'
  | 'textList';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `:storeId` / `:userId` / `:viewId` / `:month` placeholders. */
  path: string;
  query: Record<string, ParamKind>;
  /** Values that make a call valid (required parameters). */
  base?: Record<string, string>;
  reports?: boolean;
}

const paging = { page: 'int', limit: 'int' } as const;
const categoryFilter = { ...paging, filterBy: 'choice', search: 'text', categoryIds: 'idList' } as const;

function kindOf(name: string, schema: v.GenericSchema): ParamKind {
  const inner = 'wrapped' in schema ? (schema.wrapped as v.GenericSchema) : schema;
  if (inner === idListParam) return 'idList';
  if (inner === idParam) return 'id';
  if (inner === idOrNoneParam) return 'idOrNone';
  if ('options' in inner && Array.isArray(inner.options) && inner.options.includes(idParam)) return 'id';
  if (/^(created|orderCreated)At(Min|Max)$/.test(name)) return 'date';
  if (name === 'timeZone') return 'offset';
  if (name === 'page' || name === 'limit') return 'int';
  if (name === 'search' || name === 'sortBy') return 'text';
  if (/^(show|is|without)[A-Z]/.test(name)) return 'bool';
  if (/s$|fields|Included$/.test(name)) return 'textList';
  return 'choice';
}

export const REPORT_PARAMS: Record<string, ParamKind> = Object.fromEntries(
  Object.entries(reportQueryEntries).map(([name, schema]) => [name, kindOf(name, schema)]),
);

export const ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: '/api/login', query: {} },
  { method: 'POST', path: '/api/logout', query: { everywhere: 'bool' } },
  { method: 'GET', path: '/api/health', query: {} },
  { method: 'GET', path: '/api/general/v0/users/:userId/stores', query: {} },
  { method: 'GET', path: '/api/general/v0/stores/:storeId/config', query: { viewCode: 'text' } },
  { method: 'GET', path: '/api/general/v0/users/:userId/saved-views', query: {} },
  { method: 'PUT', path: '/api/general/v0/users/:userId/saved-views/:viewId', query: {} },
  { method: 'DELETE', path: '/api/general/v0/users/:userId/saved-views/:viewId', query: {} },
  { method: 'POST', path: '/api/general/v0/users/:userId/saved-views/:viewId/shares', query: {} },
  { method: 'GET', path: '/api/general/v0/users/:userId/saved-views/:viewId/shares', query: {} },
  { method: 'DELETE', path: '/api/general/v0/users/:userId/saved-views/:viewId/shares/:shareId', query: {} },
  { method: 'GET', path: '/api/shared/v0/:token', query: {} },
  {
    method: 'GET',
    path: '/api/shared/v0/:token/answer',
    query: { purpose: 'choice', page: 'int', sortBy: 'text', sortDirection: 'choice' },
  },
  { method: 'GET', path: '/api/general/v0/users/:userId/digests', query: {} },
  { method: 'PUT', path: '/api/general/v0/users/:userId/digests/:storeId', query: {} },
  { method: 'DELETE', path: '/api/general/v0/users/:userId/digests/:storeId', query: {} },
  { method: 'GET', path: '/api/general/v0/users/:userId/saved-view-schedules', query: {} },
  { method: 'GET', path: '/api/general/v0/users/:userId/saved-view-shares', query: {} },
  { method: 'GET', path: '/api/general/v0/users/:userId/saved-views/:viewId/schedule', query: {} },
  { method: 'PUT', path: '/api/general/v0/users/:userId/saved-views/:viewId/schedule', query: {} },
  { method: 'DELETE', path: '/api/general/v0/users/:userId/saved-views/:viewId/schedule', query: {} },
  {
    method: 'GET',
    path: '/api/general/v0/stores/:storeId/targets',
    query: { year: 'int' },
    base: { year: '2026' },
  },
  { method: 'GET', path: '/api/general/v0/stores/:storeId/targets/:month', query: {} },
  { method: 'PUT', path: '/api/general/v0/stores/:storeId/targets/:month', query: {} },
  { method: 'DELETE', path: '/api/general/v0/stores/:storeId/targets/:month', query: {} },
  { method: 'GET', path: '/api/settings/v0/stores/:storeId/business-day', query: {} },
  { method: 'PUT', path: '/api/settings/v0/stores/:storeId/business-day', query: {} },
  {
    method: 'GET',
    path: '/api/settings/v0/stores',
    query: { customerId: 'id' },
    base: { customerId: '1' },
  },
  {
    method: 'GET',
    path: '/api/settings/v0/currency-rates',
    query: { storeIds: 'idList', ...paging },
    base: { storeIds: '1' },
  },
  { method: 'GET', path: '/api/settings/v0/stores/:storeId/shop', query: { viewId: 'id' } },
  { method: 'GET', path: '/api/settings/v0/stores/:storeId/tax-configs', query: paging },
  { method: 'GET', path: '/api/settings/v0/stores/:storeId/views', query: paging },
  { method: 'GET', path: '/api/settings/v0/stores/:storeId/outlets', query: {} },
  {
    method: 'GET',
    path: '/api/settings/v0/stores/:storeId/setting/sales-order',
    query: { storeId: 'id', ...paging },
  },
  {
    method: 'GET',
    path: '/api/settings/v0/stores/:storeId/currency-rates',
    query: { storeId: 'id', ...paging },
  },
  {
    method: 'GET',
    path: '/api/settings/v0/stores/:storeId/currencies',
    query: { storeId: 'id', ...paging },
  },
  { method: 'GET', path: '/api/settings/v1/stores/:storeId/users', query: paging },
  {
    method: 'GET',
    path: '/api/catalog/v0/stores/:storeId/catalogs',
    query: { outletIds: 'idList', ...paging },
  },
  { method: 'GET', path: '/api/catalog/v0/stores/:storeId/categories/filter', query: categoryFilter },
  {
    method: 'GET',
    path: '/api/reports/v0/stores/:storeId/categories/filter',
    query: { ...categoryFilter, outletIds: 'idList', registerIds: 'idList' },
  },
  ...RUNNER_LIST.map(
    (report): Endpoint => ({
      method: 'GET',
      path: `/api/reports/${report.endpoint.service}/stores/:storeId/${report.endpoint.name}`,
      query: REPORT_PARAMS,
      reports: true,
    }),
  ),
];

/** A saved view's id as the app makes them. */
export const SAMPLE_VIEW_ID = '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

/** A shared link's id, and a token of the shape of a link's (no link has it). */
export const SAMPLE_SHARE_ID = '5a1e0c3d-7b2f-4c8e-9d6a-1f2e3d4c5b6a';
export const SAMPLE_SHARE_TOKEN = 'S'.repeat(43);

/** The ids a path placeholder takes for a valid call by the demo owner (user 1, store 1). */
export function fillPath(
  path: string,
  values: {
    storeId?: string;
    userId?: string;
    viewId?: string;
    month?: string;
    shareId?: string;
    token?: string;
  } = {},
): string {
  return path
    .replace(':shareId', values.shareId ?? SAMPLE_SHARE_ID)
    .replace(':token', values.token ?? SAMPLE_SHARE_TOKEN)
    .replace(':month', values.month ?? '2026-03')
    .replace(':storeId', values.storeId ?? '1')
    .replace(':userId', values.userId ?? '1')
    .replace(':viewId', values.viewId ?? SAMPLE_VIEW_ID);
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** Every concrete route of the app appears in ENDPOINTS (catch-alls and middleware aside). */
export function expectInventoryCoversApp(routes: readonly { method: string; path: string }[]) {
  const listed = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
  const missing = routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.endsWith('/:report'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((route) => !listed.has(route));
  expect(missing).toEqual([]);
}
