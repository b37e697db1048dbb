import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionSnapshot } from './sessionStore';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
