import type { Context } from 'hono';
import * as v from 'valibot';
import { intParam, MAX_ID } from '../../src/contract/wireParams';
import { apiError } from './errors';

export function pageParams(defaultLimit: number, maxLimit: number) {
  return {
    page: v.optional(intParam(1, 1_000_000), '1'),
    limit: v.optional(intParam(1, maxLimit), String(defaultLimit)),
  };
}

/** Validates the query string against a valibot object shape; the first problem becomes a 400 naming it. */
export function parseQuery<const TEntries extends v.ObjectEntries>(
  c: Context,
  entries: TEntries,
): v.InferOutput<v.ObjectSchema<TEntries, undefined>> {
  const result = v.safeParse(v.object(entries), c.req.query());
  if (result.success) return result.output;
  const issue = result.issues[0];
  const name = v.getDotPath(issue) ?? 'query';
  const received = typeof issue.input === 'string' ? ` (got '${issue.input.slice(0, 60)}')` : '';
  throw apiError(400, `Invalid query parameter '${name}': ${issue.message}${received}`);
}

/** A path id, checked against the range the database holds (1 to 2147483647). */
export function pathId(c: Context, name: string): number {
  const text = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ID)
    throw apiError(400, `Invalid path parameter '${name}': must be an id from 1 to ${MAX_ID}`);
  return id;
}
