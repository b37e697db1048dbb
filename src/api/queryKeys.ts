/**
 * Every server read is cached under one of these keys. Keys of signed-in reads start with the user id,
 * and store reads with the user and store ids, so one user's data is never served to another and a
 * store change never shows the previous store's data. Prefixes allow exact invalidation.
 */
export type UserId = number;
export type StoreId = number;

const root = ['pos'] as const;

export const queryKeys = {
  all: root,
  public: () => [...root, 'public'] as const,
  user: (userId: UserId) => [...root, 'user', userId] as const,
  userStores: (userId: UserId) => [...queryKeys.user(userId), 'stores'] as const,
  settingsStores: (userId: UserId) => [...queryKeys.user(userId), 'settings-stores'] as const,
  /** The user's saved views, of all their stores (each view names its store). */
  savedViews: (userId: UserId) => [...queryKeys.user(userId), 'saved-views'] as const,
  /** The user's daily e-mails, one per store, and whether the server sends e-mail at all. */
  digests: (userId: UserId) => [...queryKeys.user(userId), 'digests'] as const,
  /** The user's saved views e-mailed on a schedule, and whether the server sends e-mail at all. */
  viewSchedules: (userId: UserId) => [...queryKeys.user(userId), 'view-schedules'] as const,
  /** The share links of the user's views (the prefix of `viewShares`). */
  shares: (userId: UserId) => [...queryKeys.user(userId), 'view-shares'] as const,
  /** The share links of all the user's views, expired ones included. */
  allShares: (userId: UserId) => [...queryKeys.shares(userId), 'all'] as const,
  /** The share links of one saved view, expired ones included. */
  viewShares: (userId: UserId, viewId: string) => [...queryKeys.shares(userId), viewId] as const,
  store: (userId: UserId, storeId: StoreId) => [...queryKeys.user(userId), 'store', storeId] as const,
  storeConfig: (userId: UserId, storeId: StoreId, viewCode: string) =>
    [...queryKeys.store(userId, storeId), 'config', viewCode] as const,
  taxConfigs: (userId: UserId, storeId: StoreId) =>
    [...queryKeys.store(userId, storeId), 'tax-configs'] as const,
  views: (userId: UserId, storeId: StoreId) => [...queryKeys.store(userId, storeId), 'views'] as const,
  outlets: (userId: UserId, storeId: StoreId) => [...queryKeys.store(userId, storeId), 'outlets'] as const,
  customStatuses: (userId: UserId, storeId: StoreId) =>
    [...queryKeys.store(userId, storeId), 'custom-statuses'] as const,
  currencyRates: (userId: UserId, storeId: StoreId) =>
    [...queryKeys.store(userId, storeId), 'currency-rates'] as const,
  currencies: (userId: UserId, storeId: StoreId) =>
    [...queryKeys.store(userId, storeId), 'currencies'] as const,
  salespeople: (userId: UserId, storeId: StoreId) =>
    [...queryKeys.store(userId, storeId), 'salespeople'] as const,
  /** A store's monthly targets, of every year read (the prefix of `monthTargets`). */
  targets: (userId: UserId, storeId: StoreId) => [...queryKeys.store(userId, storeId), 'targets'] as const,
  /** A store's monthly targets of one year. */
  monthTargets: (userId: UserId, storeId: StoreId, year: number) =>
    [...queryKeys.targets(userId, storeId), year] as const,
  /** Where the store's business days start (the settings service's answer, with who changed it). */
  businessDay: (userId: UserId, storeId: StoreId) =>
    [...queryKeys.store(userId, storeId), 'business-day'] as const,
  /** Report reads (later issues): the normalised filters are part of the key. */
  report: (userId: UserId, storeId: StoreId, report: string, filters: Readonly<Record<string, unknown>>) =>
    [...queryKeys.store(userId, storeId), 'report', report, filters] as const,
};
