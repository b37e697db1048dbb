import { createMiddleware } from 'hono/factory';
import { apiError } from './errors';

/**
 * U+0000, or a UTF-16 surrogate without its pair: text no database column can hold as given
 * (PostgreSQL refuses the first, and a lone surrogate has no UTF-8 form, so it would be stored as
 * U+FFFD). Refused at the edge, before any query.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT = 'must not contain U+0000 or an unpaired surrogate';

export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** A name for a message: control characters and surrogates written as `\uXXXX`, at most 60 characters. */
export function shownName(name: string): string {
  let shown = '';
  for (const char of name.slice(0, 60)) {
    const code = char.codePointAt(0) ?? 0;
    shown +=
      code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff)
        ? `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`
        : char;
  }
  return shown;
}

/**
 * Every query parameter's name and value (as decoded) must be storable text: a 400 naming the
 * parameter otherwise, whatever the route.
 */
export function refuseUnstorableQuery() {
  return createMiddleware(async (c, next) => {
    if (c.req.url.includes('?')) {
      for (const [name, values] of Object.entries(c.req.queries())) {
        if (isUnstorable(name) || values.some(isUnstorable))
          throw apiError(400, `Invalid query parameter '${shownName(name)}': ${UNSTORABLE_TEXT}`);
      }
    }
    await next();
  });
}

/**
 * The first string of a parsed JSON body (a value, or an object's key) that is not storable text, as
 * the dot path of the field holding it (`''` for the body itself); undefined when there is none.
 * Walks without recursion: a 16 KB body can nest thousands of levels deep.
 */
export function unstorableField(body: unknown): string | undefined {
  const stack: [unknown, string][] = [[body, '']];
  while (stack.length) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (isUnstorable(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        const at = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return at;
        stack.push([item, at]);
      }
    }
  }
  return undefined;
}
