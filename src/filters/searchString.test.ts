import { defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseJsonQuietly, stringifySearch } from './searchString';

const TEXTS = [
  '2026-11-25T00:00:00',
  '2026-11-25',
  '-',
  '-1',
  '-0.5e3',
  '12',
  '12 ',
  '012',
  '1.',
  '1e',
  '1e+5',
  '1.5E-2',
  'true',
  'false',
  'null',
  'truth',
  'nul',
  '"quoted"',
  '[1,2]',
  '{"a":1}',
  '{broken',
  ' 7',
  '',
  'Seoul',
  'DATE',
];

describe('stringifySearch', () => {
  it('writes every search exactly as the router does by default', () => {
    const searches = [
      ...TEXTS.map((text) => ({ value: text })),
      {
        createdAtMin: '2026-11-01T00:00:00',
        createdAtMax: '2026-11-30T23:59:59',
        storeIds: [1, 2],
        mode: 'DATE',
        page: 2,
        compare: true,
        currency: 'KRW',
        behind: { cashierId: 3 },
        empty: undefined,
      },
      {},
    ];
    for (const search of searches) expect(stringifySearch(search)).toBe(defaultStringifySearch(search));
  });
});

describe('parseJsonQuietly', () => {
  it('reads what JSON.parse reads and refuses what it refuses', () => {
    for (const text of TEXTS) {
      let expected: unknown;
      let refused = false;
      try {
        expected = JSON.parse(text);
      } catch {
        refused = true;
      }
      if (refused) expect(() => parseJsonQuietly(text), text).toThrow();
      else expect(parseJsonQuietly(text), text).toEqual(expected);
    }
  });
});
