import * as v from 'valibot';

/**
 * Query values arrive as text; these schemas turn them into typed values with messages that name the
 * rule. The server validates requests with them; the app builds requests that pass them.
 */
export function intParam(min: number, max = Number.MAX_SAFE_INTEGER) {
  return v.pipe(
    v.string(),
    v.regex(/^-?\d{1,15}$/, 'must be an integer'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}

/** `1,2,3` → [1, 2, 3]; `-1` stands for "none selected" and is kept as is. */
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
