import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys';
import { outletsQuery, storeConfigQuery, userStoresQuery } from './settingsQueries';

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => Object.is(key[index], part));
}

describe('query keys', () => {
  it('carry the user on user reads and the user and store on store reads', () => {
    expect(queryKeys.userStores(7)).toContain(7);
    const outlets = queryKeys.outlets(7, 3);
    expect(startsWith(outlets, queryKeys.user(7))).toBe(true);
    expect(startsWith(outlets, queryKeys.store(7, 3))).toBe(true);
  });

  it('differ between users and between stores, so no answer is shared', () => {
    expect(queryKeys.outlets(7, 3)).not.toEqual(queryKeys.outlets(8, 3));
    expect(queryKeys.outlets(7, 3)).not.toEqual(queryKeys.outlets(7, 4));
    expect(startsWith(queryKeys.outlets(8, 3), queryKeys.user(7))).toBe(false);
  });

  it('put report filters in the key', () => {
    const a = queryKeys.report(7, 3, 'sale-summary', { mode: 'DATE' });
    const b = queryKeys.report(7, 3, 'sale-summary', { mode: 'WEEK' });
    expect(a).not.toEqual(b);
    expect(startsWith(a, queryKeys.store(7, 3))).toBe(true);
  });

  it('are the keys the query factories use', () => {
    expect(userStoresQuery(7).queryKey).toEqual(queryKeys.userStores(7));
    expect(outletsQuery(7, 3).queryKey).toEqual(queryKeys.outlets(7, 3));
    expect(storeConfigQuery(7, 3).queryKey).toEqual(queryKeys.storeConfig(7, 3, 'default'));
  });
});
