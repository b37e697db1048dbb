import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, STORAGE_KEYS } from '../storageKeys';
import { checkSession, type SessionSnapshot, SessionStore } from './sessionStore';
import { tokenWith, user } from './testTokens';
import { decodeToken, isTokenExpired, mayUseReports } from './token';

const EXP = 1_800_000_000;
const token = tokenWith({ ...user, sub: '7', iat: EXP - 3600, exp: EXP });

describe('decodeToken', () => {
  it('reads the claims, including non-ASCII text', () => {
    expect(decodeToken(token)).toMatchObject({ id: 7, username: 'élodie', exp: EXP });
  });

  it('refuses what is not a token of ours', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
    expect(decodeToken(tokenWith({ id: 1 }))).toBeNull();
  });
});

describe('token expiry', () => {
  it('is expired at its exp second and after, not before', () => {
    expect(isTokenExpired({ exp: EXP }, dayjs.unix(EXP - 1))).toBe(false);
    expect(isTokenExpired({ exp: EXP }, dayjs.unix(EXP).subtract(1, 'millisecond'))).toBe(false);
    expect(isTokenExpired({ exp: EXP }, dayjs.unix(EXP))).toBe(true);
    expect(isTokenExpired({ exp: EXP }, dayjs.unix(EXP + 60))).toBe(true);
  });
});

describe('guard', () => {
  const signedIn: SessionSnapshot = {
    token,
    user,
    storeId: 1,
    storeExternalId: 'x',
    platform: 'shopify',
    storeConfig: null,
    currency: null,
  };

  it('lets a stored user with a live token through', () => {
    expect(checkSession(signedIn, dayjs.unix(EXP - 10))).toMatchObject({ signedIn: true, user });
  });

  it('sends to sign-in without a user or a token', () => {
    expect(checkSession({ ...signedIn, user: null }, dayjs.unix(EXP - 10))).toEqual({
      signedIn: false,
      reason: 'missing',
    });
    expect(checkSession({ ...signedIn, token: null }, dayjs.unix(EXP - 10)).signedIn).toBe(false);
  });

  it('sends to sign-in at or after expiry, and on a token it cannot read', () => {
    expect(checkSession(signedIn, dayjs.unix(EXP))).toEqual({ signedIn: false, reason: 'expired' });
    expect(checkSession({ ...signedIn, token: 'garbage' }, dayjs.unix(0))).toEqual({
      signedIn: false,
      reason: 'expired',
    });
  });
});

describe('access to reports', () => {
  it('refuses a non-owner denied access_to_xreport; owners always pass', () => {
    expect(mayUseReports({ is_owner: false, not_allowed: ['access_to_xreport'] })).toBe(false);
    expect(mayUseReports({ is_owner: false, not_allowed: ['other'] })).toBe(true);
    expect(mayUseReports({ is_owner: true, not_allowed: ['access_to_xreport'] })).toBe(true);
  });
});

describe('SessionStore', () => {
  beforeEach(() => localStorage.clear());

  it('stores the session under the spec keys and clears all of them but the language', () => {
    const store = new SessionStore(localStorage);
    store.signIn(token, user);
    store.selectStore({ id: 2, externalId: 'ext-2', platform: 'magento2' });
    store.setStoreConfig(null);
    localStorage.setItem(STORAGE_KEYS.statesFilter, '["new"]');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(localStorage.getItem(STORAGE_KEYS.storeID)).toBe('2');
    expect(localStorage.getItem(STORAGE_KEYS.currentPlatform)).toBe('magento2');
    expect(localStorage.getItem(STORAGE_KEYS.storeConfig)).toBe('{}');
    expect(store.getSnapshot()).toMatchObject({ storeId: 2, platform: 'magento2', storeConfig: null, user });

    store.clear();
    expect(Object.keys(localStorage)).toEqual([LOCALE_STORAGE_KEY]);
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null, storeId: null });
  });

  it('a store change forgets the outlet choice', () => {
    const store = new SessionStore(localStorage);
    localStorage.setItem(STORAGE_KEYS.currentOutletId, '3');
    localStorage.setItem(STORAGE_KEYS.listOutlet, '[3]');
    store.selectStore({ id: 4, externalId: 'ext-4', platform: 'kidzania' });
    expect(localStorage.getItem(STORAGE_KEYS.currentOutletId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.listOutlet)).toBeNull();
  });

  it('ignores stored values it cannot read', () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, '{"id":"nope"');
    localStorage.setItem(STORAGE_KEYS.currentPlatform, 'woocommerce');
    localStorage.setItem(STORAGE_KEYS.storeID, 'abc');
    expect(new SessionStore(localStorage).getSnapshot()).toMatchObject({
      user: null,
      platform: null,
      storeId: null,
    });
  });

  it('tells subscribers about changes', () => {
    const store = new SessionStore(localStorage);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.signIn(token, user);
    unsubscribe();
    store.clear();
    expect(calls).toBe(1);
  });
});
