import * as v from 'valibot';
import { STORAGE_KEYS } from '../storageKeys';

/** Most reports kept: a device that has had many users or stores forgets the oldest choices. */
const MOST_KEPT = 200;

const columnsSchema = v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,40}$/))), v.maxLength(40));
const keptSchema = v.record(v.string(), columnsSchema);

const keyOf = (userId: number, storeId: number, reportId: string) => `${userId}/${storeId}/${reportId}`;

function readKept(storage: Storage): Record<string, string[]> {
  try {
    const parsed = v.safeParse(keptSchema, JSON.parse(storage.getItem(STORAGE_KEYS.reportColumns) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/**
 * The columns (or dashboard cards) a user last chose for a report of a store on this device, restored
 * when a link to the report names none; undefined when they never chose.
 */
export function savedColumns(
  storage: Storage | undefined,
  userId: number,
  storeId: number,
  reportId: string,
): string[] | undefined {
  return storage ? readKept(storage)[keyOf(userId, storeId, reportId)] : undefined;
}

/** Keeps a choice of columns (undefined: back to the report's own), newest last. */
export function saveColumns(
  storage: Storage | undefined,
  userId: number,
  storeId: number,
  reportId: string,
  columns: readonly string[] | undefined,
): void {
  if (!storage) return;
  const key = keyOf(userId, storeId, reportId);
  const { [key]: _previous, ...others } = readKept(storage);
  const kept = Object.entries(others).slice(-(MOST_KEPT - 1));
  if (columns) kept.push([key, [...columns]]);
  try {
    storage.setItem(STORAGE_KEYS.reportColumns, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full storage keeps the choice in the link only.
  }
}
