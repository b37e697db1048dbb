import * as v from 'valibot';
import { TIME_IN_STATUS_STATES } from '../contract/constants';
import { STORAGE_KEYS } from '../storageKeys';

const savedStatesSchema = v.pipe(
  v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/))),
  v.minLength(1),
);

/** The time-in-status state choices are kept in the browser and restored; default list otherwise. */
export function savedTimeInStatusStates(storage: Storage): string[] {
  try {
    const parsed = v.safeParse(
      savedStatesSchema,
      JSON.parse(storage.getItem(STORAGE_KEYS.statesFilter) ?? 'null'),
    );
    if (parsed.success) return parsed.output;
  } catch {
    // An unreadable saved value falls back to the defaults.
  }
  return [...TIME_IN_STATUS_STATES];
}

export function saveTimeInStatusStates(storage: Storage, states: readonly string[]): void {
  storage.setItem(STORAGE_KEYS.statesFilter, JSON.stringify(states));
}

/** The saved choice of this browser, or the default list where there is no browser storage. */
export function savedOrDefaultStates(): string[] {
  return globalThis.localStorage
    ? savedTimeInStatusStates(globalThis.localStorage)
    : [...TIME_IN_STATUS_STATES];
}
