import { useQueries } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { storeConfigQuery } from '../api/settingsQueries';
import { dayStartOf } from '../filters/businessDay';
import { zoneNow } from '../filters/reportZone';
import { useSession } from '../session/useSession';
import { useStoreDayStart } from './useStoreNow';

/** The calendar a store's saved views move on: now on its wall clock, and where its business days start. */
export interface StoreCalendar {
  now: Dayjs;
  dayStart: number;
}

/**
 * The calendars of the stores in `storeIds`, so that each view reads the dates of its own store
 * wherever the device is: the signed-in store's from the session, another's from its config (read
 * through the query cache), or until then from the zone the store list gives and midnight days.
 */
export function useStoreCalendars(
  userId: number | null,
  storeIds: readonly number[],
  listed: readonly { id: number; timezone?: string | undefined }[] | undefined,
): (storeId: number) => StoreCalendar {
  const { storeId: current, storeConfig } = useSession();
  const currentDayStart = useStoreDayStart();
  const fromSession = (storeId: number) => storeId === current && storeConfig !== null;
  const others = storeIds.filter((id) => !fromSession(id));
  const configs = useQueries({
    queries: others.map((id) => ({ ...storeConfigQuery(userId ?? 0, id), enabled: userId !== null })),
  });
  return (storeId) => {
    if (fromSession(storeId)) return { now: zoneNow(storeConfig?.timezone), dayStart: currentDayStart };
    const config = configs[others.indexOf(storeId)]?.data;
    const zone = config?.timezone ?? listed?.find((store) => store.id === storeId)?.timezone;
    return { now: zoneNow(zone), dayStart: dayStartOf(config) };
  };
}
