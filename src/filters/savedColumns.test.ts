import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storageKeys';
import { saveColumns, savedColumns } from './savedColumns';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('columns kept on the device', () => {
  it('keeps a choice per user, store and report, and forgets it when the user goes back to the defaults', () => {
    const storage = memoryStorage();
    saveColumns(storage, 1, 2, 'dashboard', ['totalRevenue', 'orderCount']);
    saveColumns(storage, 1, 3, 'dashboard', ['totalTax']);
    expect(savedColumns(storage, 1, 2, 'dashboard')).toEqual(['totalRevenue', 'orderCount']);
    expect(savedColumns(storage, 1, 3, 'dashboard')).toEqual(['totalTax']);
    expect(savedColumns(storage, 2, 2, 'dashboard')).toBeUndefined();
    expect(savedColumns(storage, 1, 2, 'salesOrder')).toBeUndefined();
    saveColumns(storage, 1, 2, 'dashboard', undefined);
    expect(savedColumns(storage, 1, 2, 'dashboard')).toBeUndefined();
    expect(savedColumns(storage, 1, 3, 'dashboard')).toEqual(['totalTax']);
  });

  it('reads an unreadable or foreign value as no choice', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.reportColumns, '{not json');
    expect(savedColumns(storage, 1, 2, 'dashboard')).toBeUndefined();
    storage.setItem(STORAGE_KEYS.reportColumns, JSON.stringify({ '1/2/dashboard': ['<script>'] }));
    expect(savedColumns(storage, 1, 2, 'dashboard')).toBeUndefined();
    expect(savedColumns(undefined, 1, 2, 'dashboard')).toBeUndefined();
  });
});
