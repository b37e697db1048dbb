import { describe, expect, it, vi } from 'vitest';
import { askPersistentStorage, readDeviceStorage } from './deviceStorage';

function storageWith(persisted: boolean, grant = true) {
  return {
    estimate: vi.fn(async () => ({ usage: 1_234_567, quota: 10_000_000 })),
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grant),
  };
}

describe('the storage of the device', () => {
  it('reads the use and whether it is persistent', async () => {
    expect(await readDeviceStorage(storageWith(true))).toEqual({ usage: 1_234_567, persisted: true });
    expect(await readDeviceStorage(undefined)).toEqual({ usage: null, persisted: null });
  });

  it('asks for persistent storage only when it is not already', async () => {
    const already = storageWith(true);
    expect(await askPersistentStorage(already)).toBe(true);
    expect(already.persist).not.toHaveBeenCalled();
    const refused = storageWith(false, false);
    expect(await askPersistentStorage(refused)).toBe(false);
    expect(refused.persist).toHaveBeenCalledOnce();
    expect(await askPersistentStorage(undefined)).toBe(false);
  });
});
