import * as v from 'valibot';
import { expect } from 'vitest';
import { RUNNER_LIST } from '../../server/reports/allRunners';
import { globalResponseSchema } from '../../src/contract/globalReports';
import { reportResponseSchema } from '../../src/contract/reports';
import type { TestServer } from './harness';

export type Item = Record<string, unknown>;
export interface ReportBody {
  items: Item[];
  maxPage: number;
  page: number;
  countItems: number;
  total?: Item;
  range: { from: string; to: string; timeZone: string; mode: string };
  previous?: { items: Item[]; countItems: number; total?: Item; range: ReportBody['range'] };
  dayComparison?: { day: string; previousDay: string; current: Item; previous: Item; change: Item };
  averageDuration?: number;
}

/** `/api/reports/v0/stores/1/sale-summary?…` with the query encoded (a `+` offset becomes %2B). */
export function reportPath(
  version: 'v0' | 'v1',
  storeId: number,
  report: string,
  query: Record<string, string | number | boolean> = {},
): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, value]) => [k, String(value)]));
  const text = search.toString();
  return `/api/reports/${version}/stores/${storeId}/${report}${text ? `?${text}` : ''}`;
}

/**
 * The path of every report with the same query, each given only what it reads (`mode` to reports of
 * periods, `compareWith`/`compareFrom` to comparable ones, the last day to a report of a few days), all
 * rows on one page, and every comparison it answers.
 */
export function everyReportPath(storeId: number, query: Record<string, string | number | boolean>): string[] {
  return RUNNER_LIST.map(({ endpoint }) =>
    reportPath(endpoint.service, storeId, endpoint.name, {
      ...Object.fromEntries(
        Object.entries(query).filter(([name]) =>
          name === 'mode'
            ? endpoint.periods
            : name === 'compareWith' || name === 'compareFrom' || endpoint.ranged === false
              ? (endpoint.params as readonly string[]).includes(name)
              : true,
        ),
      ),
      // A report of a few days at most (the brief) reads the range's last day.
      // A report of its own span (month-pace) reads the month of the range's end.
      ...(endpoint.ranged === false && typeof query.createdAtMax === 'string'
        ? { month: query.createdAtMax.slice(0, 7) }
        : {}),
      ...(endpoint.maxDays && typeof query.createdAtMax === 'string'
        ? { createdAtMin: query.createdAtMax.slice(0, 10) }
        : {}),
      limit: 1000,
      ...(endpoint.comparable || endpoint.dayComparison
        ? {
            compare: [endpoint.comparable && 'previous', endpoint.dayComparison && 'day']
              .filter(Boolean)
              .join(','),
          }
        : {}),
    }),
  );
}

/** GETs a report, expects 200 and checks the body against the shared response schema. */
export async function getReport(
  server: TestServer,
  path: string,
  item: v.GenericSchema,
  token?: string,
): Promise<ReportBody> {
  const response = await server.get(path, token);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${response.status} ${path}: ${JSON.stringify(body)}`);
  const parsed = v.safeParse(reportResponseSchema(item), body);
  if (!parsed.success) {
    throw new Error(`${path} does not match its schema: ${JSON.stringify(v.flatten(parsed.issues).nested)}`);
  }
  return body as ReportBody;
}

export type GlobalBody = ReportBody & { slices: Item[]; storesWithoutRate: Item[] };

/** GETs the global report: the generic answer plus its slices and stores without a rate, both required. */
export async function getGlobal(
  server: TestServer,
  path: string,
  item: v.GenericSchema,
  token?: string,
): Promise<GlobalBody> {
  const response = await server.get(path, token);
  const body = await response.json();
  if (response.status !== 200) throw new Error(`${response.status} ${path}: ${JSON.stringify(body)}`);
  const parsed = v.safeParse(globalResponseSchema(item), body);
  if (!parsed.success) {
    throw new Error(`${path} does not match its schema: ${JSON.stringify(v.flatten(parsed.issues).nested)}`);
  }
  expect(parsed.output.slices).toBeDefined();
  expect(parsed.output.storesWithoutRate).toBeDefined();
  return body as GlobalBody;
}

/** Every page of a report, for union/duplicate checks and sums. */
export async function allPages(server: TestServer, path: string, item: v.GenericSchema, limit: number) {
  const first = await getReport(server, `${path}&limit=${limit}&page=1`, item);
  const items = [...first.items];
  for (let page = 2; page <= first.maxPage; page++) {
    const next = await getReport(server, `${path}&limit=${limit}&page=${page}`, item);
    expect(next.countItems).toBe(first.countItems);
    items.push(...next.items);
  }
  return { first, items };
}

export function pick<T extends Item>(item: T, keys: readonly string[]): Item {
  return Object.fromEntries(keys.map((key) => [key, item[key]]));
}

/** Sum of money values exactly, in cents. */
export function sumMoney(values: readonly unknown[]): number {
  return values.reduce<number>((sum, value) => sum + Math.round(Number(value) * 100), 0) / 100;
}

export async function expectError(
  server: TestServer,
  path: string,
  status: number,
  pattern: RegExp,
  token?: string,
) {
  const response = await server.get(path, token);
  const body = (await response.json()) as { message?: string };
  expect({ status: response.status, message: body.message }).toEqual({
    status,
    message: expect.stringMatching(pattern),
  });
}
