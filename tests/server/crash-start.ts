/**
 * A server start-up killed at a chosen statement: opens the DuckDB file given, then runs what
 * `server/main.ts` runs before it listens (the demo data, then the report tables) and, when asked, a
 * rebuild of those tables; the process SIGKILLs itself (no cleanup, no ROLLBACK: a power cut) just
 * before the `occurrence`th statement matching `pattern` runs. Exits 0 when that point is never
 * reached. Run by `crash-recovery.test.ts`:
 *   tsx tests/server/crash-start.ts <file> <json options>
 */
import type { Database } from '../../server/db/database';
import { DuckDatabase } from '../../server/db/duckdb';
import { ensureDemoData } from '../../server/demo/index';
import { ensureReportFacts, rebuildReportFacts } from '../../server/reports/tables/facts';

export interface CrashStart {
  demoOrders: number;
  now: string;
  stepOrders: number;
  pattern: string;
  occurrence: number;
  rebuild?: boolean;
}

/** `db` with every statement checked first: the matching one kills the process instead. */
function killingAt(db: Database, matches: (sql: string) => boolean): Database {
  const check = (sql: string) => {
    if (matches(sql)) process.kill(process.pid, 'SIGKILL');
  };
  const wrap = (inner: Database): Database => ({
    engine: inner.engine,
    all: (sql, params) => {
      check(sql);
      return inner.all(sql, params);
    },
    run: (sql, params) => {
      check(sql);
      return inner.run(sql, params);
    },
    transaction: (work) => inner.transaction((tx) => work(wrap(tx))),
    close: () => inner.close(),
  });
  return wrap(db);
}

const [file, json] = process.argv.slice(2);
if (!file || !json) throw new Error('usage: crash-start.ts <file> <json options>');
const options = JSON.parse(json) as CrashStart;
const pattern = new RegExp(options.pattern);
let seen = 0;
const inner = await DuckDatabase.open(file, 3, 1);
const db = killingAt(inner, (sql) => pattern.test(sql) && ++seen === options.occurrence);
await ensureDemoData(db, {
  seed: 7,
  demoOrders: options.demoOrders,
  now: new Date(options.now),
  stepOrders: options.stepOrders,
});
await ensureReportFacts(db);
if (options.rebuild) await rebuildReportFacts(db);
await inner.close();
console.log('the kill point was never reached');
