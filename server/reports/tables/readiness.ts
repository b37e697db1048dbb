import type { Database } from '../../db/database';
import type { BuildProgress } from './buildProgress';

/**
 * Whether reports may read a database's report tables now, per database and process:
 *
 * - `checking`: the first bring-up is reading the stamp, to tell whether the kept tables serve;
 * - `building`: they are missing, outdated or being rebuilt: reports are refused until they are built;
 * - `kept`: they serve, an upkeep possibly under way beside the reports (each in one transaction).
 *
 * No state: nothing has looked at them in this process yet.
 */
export type TablesState =
  | { kind: 'checking'; decided: Promise<void> }
  | { kind: 'building'; progress: BuildProgress }
  | { kind: 'kept' };

const states = new WeakMap<Database, TablesState>();
const deciders = new WeakMap<Database, () => void>();

export function tablesState(db: Database): TablesState | undefined {
  return states.get(db);
}

/** The first look at the tables begins (no state before). */
export function markChecking(db: Database): void {
  if (states.has(db)) return;
  let decide = () => {};
  const decided = new Promise<void>((resolve) => {
    decide = resolve;
  });
  states.set(db, { kind: 'checking', decided });
  deciders.set(db, decide);
}

/** The tables are being built, or serve; undefined forgets them (a failed first look or build). */
export function markTables(db: Database, next: Exclude<TablesState, { kind: 'checking' }> | undefined): void {
  if (next) states.set(db, next);
  else states.delete(db);
  deciders.get(db)?.();
  deciders.delete(db);
}

/** After a failure: a build or first look that did not finish is forgotten, kept tables still serve. */
export function forgetUnfinished(db: Database): void {
  if (states.get(db)?.kind !== 'kept') markTables(db, undefined);
}
