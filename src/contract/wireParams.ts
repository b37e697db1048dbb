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

/** Ids are the database's INTEGER: from 1 to 2147483647. */
export const MAX_ID = 2_147_483_647;
/** In id filters `-1` stands for "none selected". */
export const NONE_SELECTED = -1;

const ID_RANGE = `from 1 to ${MAX_ID}`;
const isId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** An id, checked against the range the database holds (a larger one is refused, not cast). */
export const idParam = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/, `must be an id ${ID_RANGE}`),
  v.transform(Number),
  v.check(isId, `must be an id ${ID_RANGE}`),
);

/** An id, or `-1` for "none selected". */
export const idOrNoneParam = v.pipe(
  v.string(),
  v.regex(/^(-1|\d{1,10})$/, `must be an id ${ID_RANGE}, or -1 for none`),
  v.transform(Number),
  v.check((id) => id === NONE_SELECTED || isId(id), `must be an id ${ID_RANGE}, or -1 for none`),
);

/** `1,2,3` → [1, 2, 3]; each an id, or `-1` ("none selected"), which is kept as is. */
export const idListParam = v.pipe(
  v.string(),
  v.regex(/^(-1|\d{1,10})(,(-1|\d{1,10}))*$/, 'must be a comma-separated list of integer ids'),
  v.transform((text) => [...new Set(text.split(',').map(Number))]),
  v.check(
    (ids) => ids.every((id) => id === NONE_SELECTED || isId(id)),
    `must list ids ${ID_RANGE} (or -1 for none)`,
  ),
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
