import { useRouteContext } from '@tanstack/react-router';
import type { Dayjs } from 'dayjs';
import { zoneNow } from '../filters/reportZone';

/** The zone the signed-in store's reports count days and hours in (its config's), null when it has none. */
export function useStoreZone(): string | null {
  return useRouteContext({ from: '/_app' }).timeZone;
}

/** Now on the store's wall clock (see `zoneNow`): "today", default ranges and presets are the store's. */
export function useStoreNow(): Dayjs {
  return zoneNow(useStoreZone());
}
