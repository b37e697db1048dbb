import type { Dayjs } from 'dayjs';
import { businessNow } from '../filters/businessDay';
import { zoneNow } from '../filters/reportZone';
import { useStoreDayStart } from '../session/storeDay';
import { useSession } from '../session/useSession';

export { useStoreDayStart };

/**
 * The zone the signed-in store's reports count days and hours in (its config's, as the route context
 * reads it), null when it has none. Read from the session, so pages outside the signed-in routes
 * (the shell of /outlet) can ask too.
 */
export function useStoreZone(): string | null {
  return useSession().storeConfig?.timezone || null;
}

/** Now on the store's wall clock (see `zoneNow`): "today", default ranges and presets are the store's. */
export function useStoreNow(): Dayjs {
  return zoneNow(useStoreZone());
}

/**
 * Now on the store's business clock (`businessNow`): its date is the business day under way, its year
 * the business year, where the store's days do not start at midnight.
 */
export function useBusinessNow(): Dayjs {
  return businessNow(useStoreNow(), useStoreDayStart());
}
