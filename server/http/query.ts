import type { Context } from 'hono';
import * as v from 'valibot';
import { apiError } from './errors';

/** Query values arrive as text; these turn them into typed values with messages that name the rule. */
export function intParam(min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.string(),
    v.regex(/^-?\d{1,15}$/, 'must be an integer'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** `1,2,3` → [1, 2, 3]; `-1` stands for "none selected" (spec §5) and is kept as is. */
export const idListParam = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}(,-?\d{1,15})*$/, 'must be a comma-separated list of integer ids'),
  v.transform((text) => [...new Set(text.split(',').map(Number))]),
  v.maxLength(1000, 'must list at most 1000 ids'),
);

export function textListParam<const T extends readonly string[]>(allowed?: T) {
  return v.pipe(
    v.string(),
    v.transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ]),
    v.maxLength(200, 'must list at most 200 values'),
    v.check(
      (values) => !allowed || values.every((value) => allowed.includes(value)),
      `must be a comma-separated list of ${allowed?.join(', ')}`,
    ),
  );
}

export const booleanParam = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((text) => text === 'true' || text === '1'),
);

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

export function pathId(c: Context, name: string): number {
  const text = c.req.param(name) ?? '';
  if (!/^\d{1,9}$/.test(text))
    throw apiError(400, `Invalid path parameter '${name}': must be a positive integer`);
  return Number(text);
}

export interface Page<T> {
  items: T[];
  maxPage: number;
  page: number;
  countItems: number;
}

export function toPage<T>(items: T[], countItems: number, page: number, limit: number): Page<T> {
  return { items, maxPage: Math.ceil(countItems / limit), page, countItems };
}
