import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../ui/toasts';
import { savedViewsQuery } from './savedViewQueries';
import { savedView } from './testSavedViews';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clear();
});

describe('the saved views list', () => {
  it('leaves out an item that does not read, alone, and says which (once)', async () => {
    const good = savedView('0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'Paris by day');
    const items = [
      good,
      { ...savedView('c0ffee00-0000-4000-8000-00000000000a', 'Weekly'), search: { compare: null } },
      { ...savedView('c0ffee00-0000-4000-8000-00000000000b', 'Huge store'), storeId: 2147483648 },
    ];
    const fetch = vi.fn(async () => Response.json({ items }));
    vi.stubGlobal('fetch', fetch);
    const read = () => new QueryClient().fetchQuery(savedViewsQuery(2));
    expect(await read()).toEqual([good]);
    const said = () => toasts.getSnapshot().map((toast) => [toast.kind, toast.message]);
    expect(said()).toEqual([
      ['error', expect.objectContaining({ values: { label: 'Weekly' } })],
      ['error', expect.objectContaining({ values: { label: 'Huge store' } })],
    ]);
    // Read again: the same items are not reported twice.
    toasts.clear();
    expect(await read()).toEqual([good]);
    expect(said()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
