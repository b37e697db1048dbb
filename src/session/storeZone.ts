import { session } from './session';

/** The current store's time zone (an IANA name), when its config is known. */
export function currentStoreZone(): string | null {
  return session.getSnapshot().storeConfig?.timezone || null;
}
