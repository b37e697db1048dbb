import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { savedViewIdSchema } from '../contract/savedViews';
import { newViewId } from './savedViews';

describe('a new view id', () => {
  it('is a UUID the server accepts, on secure pages and on plain HTTP ones alike', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Pick<
      Crypto,
      'getRandomValues'
    >;
    const ids = [newViewId(), newViewId(insecure), newViewId(insecure)];
    for (const id of ids) expect(v.is(savedViewIdSchema, id), id).toBe(true);
    expect(newViewId(insecure)).toMatch(/^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
  });
});
