import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storageKeys';
import { requireSignIn } from './guard';
import { expiredSignIn, type SessionSnapshot, SessionStore } from './sessionStore';
import { otherUserThanKept } from './signIn';
import { tokenWith, user } from './testTokens';

const EXP = 1_800_000_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const token = tokenWith({ ...user, sub: '7', iat: EXP - 12 * 3600, exp: EXP });
const snapshot: SessionSnapshot = {
  token,
  user,
  storeId: 1,
  storeExternalId: 'ext',
  platform: 'shopify',
  storeConfig: null,
  currency: null,
};
const at = (ms: number) => dayjs(EXP * 1000 + ms);
const neverAsked = async () => {
  throw new Error('the server is not asked here');
};

describe('an expired sign-in', () => {
  it('keeps its user readable on the device for the grace period after the expiry, not before nor after', () => {
    expect(expiredSignIn(snapshot, at(-1000))).toBeNull();
    expect(expiredSignIn(snapshot, at(HOUR), 7 * DAY)).toEqual({ user, expiredAt: EXP * 1000 });
    expect(expiredSignIn(snapshot, at(6 * DAY), 7 * DAY)?.user.id).toBe(7);
    expect(expiredSignIn(snapshot, at(7 * DAY), 7 * DAY)).toBeNull();
  });

  it('needs a stored user, the same as the token names', () => {
    expect(expiredSignIn({ ...snapshot, user: null }, at(HOUR))).toBeNull();
    expect(expiredSignIn({ ...snapshot, user: { ...user, id: 8 } }, at(HOUR))).toBeNull();
    expect(expiredSignIn({ ...snapshot, token: 'junk' }, at(HOUR))).toBeNull();
  });
});

function storeWith(values: Record<string, string>): SessionStore {
  const storage = new Map(Object.entries(values));
  return new SessionStore({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
    clear: () => storage.clear(),
    key: (index) => [...storage.keys()][index] ?? null,
    get length() {
      return storage.size;
    },
  });
}

describe('the guard of the signed-in pages after the sign-in expired', () => {
  afterEach(() => onlineManager.setOnline(true));
  // Real time: the token expired an hour ago, or eight days ago.
  const expiredAgo = (ms: number) =>
    storeWith({
      [STORAGE_KEYS.token]: tokenWith({
        ...user,
        sub: '7',
        iat: Math.floor((Date.now() - ms) / 1000) - 43_200,
        exp: Math.floor((Date.now() - ms) / 1000),
      }),
      [STORAGE_KEYS.currentUser]: JSON.stringify(user),
      [STORAGE_KEYS.storeID]: '3',
    });

  it('opens the figures of the device read-only offline, and keeps everything', async () => {
    onlineManager.setOnline(false);
    const session = expiredAgo(HOUR);
    const context = await requireSignIn(
      { queryClient: new QueryClient(), session },
      { href: '/total-revenue' },
      neverAsked,
    );
    expect(context).toMatchObject({ user: { id: 7 }, storeId: 3 });
    expect(context.expiredAt).toBeLessThan(Date.now());
    expect(session.deviceUser()).toBe(7);
  });

  it('online, asks for the password and keeps the data for the same user', async () => {
    const session = expiredAgo(HOUR);
    const serverAnswers = vi.fn(async () => {});
    let thrown: unknown;
    try {
      await requireSignIn(
        { queryClient: new QueryClient(), session },
        { href: '/total-revenue' },
        serverAnswers,
      );
    } catch (error) {
      thrown = error;
    }
    expect(serverAnswers).toHaveBeenCalledTimes(1);
    expect(isRedirect(thrown)).toBe(true);
    expect(session.getSnapshot().user?.id).toBe(7);
    expect(otherUserThanKept(session, 7)).toBe(false);
    expect(otherUserThanKept(session, 8)).toBe(true);
  });

  it('on a network that leads nowhere (the server silent), opens the figures read-only as offline', async () => {
    const session = expiredAgo(HOUR);
    const serverSilent = vi.fn(async () => onlineManager.setOnline(false));
    const context = await requireSignIn(
      { queryClient: new QueryClient(), session },
      { href: '/total-revenue' },
      serverSilent,
    );
    expect(serverSilent).toHaveBeenCalledTimes(1);
    expect(context).toMatchObject({ user: { id: 7 }, storeId: 3 });
    expect(context.expiredAt).toBeLessThan(Date.now());
  });

  it('past the grace period, clears the session, offline too', () => {
    onlineManager.setOnline(false);
    const session = expiredAgo(8 * DAY);
    expect(() =>
      requireSignIn({ queryClient: new QueryClient(), session }, { href: '/' }, neverAsked),
    ).toThrow();
    expect(session.getSnapshot().user).toBeNull();
    expect(session.deviceUser()).toBeNull();
  });
});
