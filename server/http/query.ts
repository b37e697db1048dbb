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

/**
 * The query string as one value per name. Every parameter of the API takes one value (lists are
 * written inside it), so a name given twice is refused rather than silently read by its first value.
 */
export function singleValuedQuery(c: Context): Record<string, string> {
  const all = c.req.queries();
  for (const [name, values] of Object.entries(all)) {
    if (values.length > 1)
      throw apiError(
        400,
        `Query parameter '${name.slice(0, 60)}' is given ${values.length} times: give it once`,
      );
  }
  return Object.fromEntries(Object.entries(all).map(([name, values]) => [name, values[0] ?? '']));
}

/** Validates the query string against a valibot object shape; the first problem becomes a 400 naming it. */
export function parseQuery<const TEntries extends v.ObjectEntries>(
  c: Context,
  entries: TEntries,
): v.InferOutput<v.ObjectSchema<TEntries, undefined>> {
  const result = v.safeParse(v.object(entries), singleValuedQuery(c));
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
