import { dayStartMinutes } from '../contract/businessDay';
import { session } from './session';
import { useSession } from './useSession';

/**
 * Minutes after midnight the signed-in store's business days start (its config's `dayStartsAt`,
 * `src/filters/businessDay.ts`); 0 when its config is not known, or when it is another store's.
 */
function dayStartOfSnapshot(
  snapshot: { storeConfig: { storeId: number; dayStartsAt?: string | undefined } | null },
  storeId?: number,
): number {
  const config = snapshot.storeConfig;
  if (!config?.dayStartsAt || (storeId !== undefined && config.storeId !== storeId)) return 0;
  return dayStartMinutes(config.dayStartsAt);
}

/** Where the signed-in store's business days start, for code run outside React (loaders, links). */
export function signedInDayStart(storeId?: number): number {
  return dayStartOfSnapshot(session.getSnapshot(), storeId);
}

/** Where the signed-in store's business days start, as screens read it (it changes with the store). */
export function useStoreDayStart(): number {
  return dayStartOfSnapshot(useSession());
}
