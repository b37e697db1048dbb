import * as v from 'valibot';
import type { Endpoint } from '../../../src/contract/endpoints';
import type { reportQueryEntries } from '../../../src/contract/reportQuery';
import { badParameter, RequestRefused } from '../../errors';
import type { Mode } from '../time/range';
import { type OrderFilters, readFilters } from './filterColumns';

export type RawReportQuery = v.InferOutput<v.ObjectSchema<typeof reportQueryEntries, undefined>>;

export type { OrderFilters };

export interface ParsedReportQuery extends RawReportQuery {
  mode: Mode;
  page: number;
  filters: OrderFilters;
}

/** Validates a request's query against what the endpoint reads; anything else is a 400 naming it. */
function validate(endpoint: Endpoint, query: Record<string, string>): RawReportQuery {
  const result = v.safeParse(endpoint.query, query);
  if (result.success) return result.output as RawReportQuery;
  const issue = result.issues[0];
  const name = v.getDotPath(issue) ?? 'query';
  if (issue.type === 'strict_object') {
    throw new RequestRefused(
      400,
      `Unknown query parameter '${name}': report '${endpoint.name}' reads ${endpoint.params.join(', ')}`,
    );
  }
  const received = typeof issue.input === 'string' ? ` (got '${issue.input.slice(0, 60)}')` : '';
  throw badParameter(name, `${issue.message}${received}`);
}

export function parseReportQuery(
  endpoint: Endpoint,
  query: Record<string, string>,
  pathStoreId: number,
): ParsedReportQuery {
  const raw = validate(endpoint, query);
  if (raw.storeId !== undefined && raw.storeId !== pathStoreId) {
    throw badParameter('storeId', `${raw.storeId} differs from the path's store ${pathStoreId}`);
  }
  return { ...raw, mode: raw.mode ?? 'DATE', filters: readFilters(raw) };
}
