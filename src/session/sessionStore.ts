import dayjs, { type Dayjs } from 'dayjs';
import * as v from 'valibot';
import { OFFLINE_MAX_AGE_MS } from '../config';
import {
  type CurrentUser,
  currentUserSchema,
  type Platform,
  platformSchema,
  type StoreConfig,
  storeConfigSchema,
} from '../contract/auth';
import { clearLocalStorage, STORAGE_KEYS } from '../storageKeys';
import { decodeToken, isTokenExpired } from './token';

/** The currency reports are shown in: the store's own at rate 1, or a chosen one with its rate. */
export const currentCurrencySchema = v.object({
  code: v.string(),
  symbol: v.string(),
  rate: v.pipe(v.number(), v.gtValue(0)),
});
export type CurrentCurrency = v.InferOutput<typeof currentCurrencySchema>;

export interface SessionSnapshot {
  token: string | null;
  user: CurrentUser | null;
  storeId: number | null;
  storeExternalId: string | null;
  platform: Platform | null;
  /** Null when the store config could not be loaded (it then counts as empty). */
  storeConfig: StoreConfig | null;
  currency: CurrentCurrency | null;
}

export type SessionCheck =
  | { signedIn: true; token: string; user: CurrentUser }
  | { signedIn: false; reason: 'missing' | 'expired' };

/** Guard logic: a stored user and a token whose expiry has not come. */
export function checkSession(snapshot: SessionSnapshot, now: Dayjs = dayjs()): SessionCheck {
  if (!snapshot.token || !snapshot.user) return { signedIn: false, reason: 'missing' };
  const claims = decodeToken(snapshot.token);
  if (!claims || isTokenExpired(claims, now)) return { signedIn: false, reason: 'expired' };
  return { signedIn: true, token: snapshot.token, user: snapshot.user };
}

/** A sign-in whose token has expired: its user, and when it expired (ms since 1970). */
export interface ExpiredSignIn {
  user: CurrentUser;
  expiredAt: number;
}

/**
 * The expired sign-in whose user's figures the device still keeps: within `graceMs` of its expiry
 * (the figures' own lifetime on the device), they open offline, read-only, and the same user signing in
 * again keeps them. Null when the sign-in has not expired, has no user, or expired longer ago.
 */
export function expiredSignIn(
  snapshot: SessionSnapshot,
  now: Dayjs = dayjs(),
  graceMs: number = OFFLINE_MAX_AGE_MS,
): ExpiredSignIn | null {
  if (!snapshot.token || !snapshot.user) return null;
  const claims = decodeToken(snapshot.token);
  if (!claims || claims.id !== snapshot.user.id || !isTokenExpired(claims, now)) return null;
  const expiredAt = claims.exp * 1000;
  return now.valueOf() < expiredAt + graceMs ? { user: snapshot.user, expiredAt } : null;
}

function readJson<T>(storage: Storage, key: string, schema: v.GenericSchema<unknown, T>): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function readSnapshot(storage: Storage): SessionSnapshot {
  const storeId = Number(storage.getItem(STORAGE_KEYS.storeID) ?? Number.NaN);
  const platform = v.safeParse(platformSchema, storage.getItem(STORAGE_KEYS.currentPlatform));
  return {
    token: storage.getItem(STORAGE_KEYS.token),
    user: readJson(storage, STORAGE_KEYS.currentUser, currentUserSchema),
    storeId: Number.isInteger(storeId) ? storeId : null,
    storeExternalId: storage.getItem(STORAGE_KEYS.storeExternalID),
    platform: platform.success ? platform.output : null,
    storeConfig: readJson(storage, STORAGE_KEYS.storeConfig, storeConfigSchema),
    currency: readJson(storage, STORAGE_KEYS.currentCurrency, currentCurrencySchema),
  };
}

export interface StoreSelection {
  id: number;
  externalId: string;
  platform: Platform;
}

/**
 * The signed-in user, token and current store, kept in local storage and mirrored in memory
 * so React can subscribe to it. Other tabs' changes arrive through the `storage` event.
 */
export class SessionStore {
  #snapshot: SessionSnapshot;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly storage: Storage) {
    this.#snapshot = readSnapshot(storage);
  }

  getSnapshot = (): SessionSnapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Re-reads local storage, e.g. after another tab changed it. */
  reload(): void {
    this.#snapshot = readSnapshot(this.storage);
    for (const listener of this.#listeners) listener();
  }

  check(now?: Dayjs): SessionCheck {
    return checkSession(this.#snapshot, now);
  }

  /** The expired sign-in whose figures the device still keeps, if any (see `expiredSignIn`). */
  expired(now?: Dayjs): ExpiredSignIn | null {
    return expiredSignIn(this.#snapshot, now);
  }

  /**
   * Whose figures the device keeps: the signed-in user, or the user of an expired sign-in within its
   * grace period; null when nobody's.
   */
  deviceUser(now?: Dayjs): number | null {
    const check = this.check(now);
    if (check.signedIn) return check.user.id;
    return this.expired(now)?.user.id ?? null;
  }

  signIn(token: string, user: CurrentUser): void {
    this.storage.setItem(STORAGE_KEYS.token, token);
    this.storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(user));
    this.reload();
  }

  /** A store change saves id, external id and platform and forgets the outlet choice. */
  selectStore(store: StoreSelection): void {
    this.storage.setItem(STORAGE_KEYS.storeID, String(store.id));
    this.storage.setItem(STORAGE_KEYS.storeExternalID, store.externalId);
    this.storage.setItem(STORAGE_KEYS.currentPlatform, store.platform);
    this.storage.removeItem(STORAGE_KEYS.currentOutletId);
    this.storage.removeItem(STORAGE_KEYS.listOutlet);
    this.reload();
  }

  setStoreConfig(config: StoreConfig | null): void {
    this.storage.setItem(STORAGE_KEYS.storeConfig, JSON.stringify(config ?? {}));
    this.reload();
  }

  setCurrency(currency: CurrentCurrency | null): void {
    if (currency) this.storage.setItem(STORAGE_KEYS.currentCurrency, JSON.stringify(currency));
    else this.storage.removeItem(STORAGE_KEYS.currentCurrency);
    this.reload();
  }

  /** Sign-out and expired sessions: everything in local storage goes (the language stays). */
  clear(): void {
    clearLocalStorage(this.storage);
    this.reload();
  }
}
