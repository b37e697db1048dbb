import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  type ConnectionQueries,
  type Database,
  DatabaseUnavailableError,
  type Row,
  runTransaction,
  type SqlParam,
} from './database';
import { inParallel } from './parallel';
import { isConnectionFailure, redactUrl } from './pgErrors';
import { PG_TYPES } from './pgValues';
import { isInReportLane } from './reportLane';

const { Pool } = pg;

export interface CsvLoad {
  table: string;
  columns: readonly string[];
  /** A CSV file with a header line, once it is written. */
  file: Promise<string>;
}

/** The queries of a transaction held on one client. */
function clientQueries(client: pg.PoolClient): ConnectionQueries {
  return {
    all: async <R extends Row>(sql: string, params: readonly SqlParam[]) =>
      (await client.query<R>(sql, params as SqlParam[])).rows,
    run: async (sql, params) => {
      await client.query(sql, params as SqlParam[]);
    },
  };
}

/** COPYs one CSV file into its table on `client`; `frozen` when the table was emptied in this transaction. */
async function copyCsv(client: pg.PoolClient, load: CsvLoad, frozen: boolean): Promise<void> {
  const target = client.query(
    copyFrom(
      `COPY ${load.table} (${load.columns.join(', ')}) FROM STDIN WITH (FORMAT csv, HEADER true${frozen ? ', FREEZE true' : ''})`,
    ),
  );
  await pipeline(createReadStream(await load.file), target);
}

/**
 * Session settings for this workload: UTC casts whatever the server's zone; no JIT (about 0.7 s of
 * compiling per new plan); room for a year of rollup rows to be grouped in memory (4 MB made the
 * global report's grouping sort on disk).
 */
const SESSION_OPTIONS = '-c TimeZone=UTC -c jit=off -c work_mem=32MB';

/**
 * PostgreSQL through a pool of `pg` clients, behind the same seam as DuckDB: report queries keep
 * `reserved` clients free for sign-in, access checks and settings reads.
 */
export class PgDatabase implements Database {
  readonly engine = 'postgres' as const;
  private reportsBusy = 0;
  private readonly waitingReports: (() => void)[] = [];
  /** Clients checked out of the pool: their backends run what `close` cancels. */
  private readonly busy = new Set<pg.PoolClient>();
  private closing = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly reportSlots: number,
    private readonly url: string,
  ) {
    pool.on('acquire', (client) => this.busy.add(client));
    pool.on('release', (_error, client) => this.busy.delete(client));
  }

  /** Connects and checks the server answers; a clear error names the (redacted) URL otherwise. */
  static async open(url: string, poolSize = 4, reserved = 1): Promise<PgDatabase> {
    const pool = new Pool({
      connectionString: url,
      max: poolSize,
      types: PG_TYPES,
      options: SESSION_OPTIONS,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 60_000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error(`[db] idle PostgreSQL client failed: ${error.message}`));
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`cannot reach PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`);
    }
    return new PgDatabase(pool, Math.max(1, poolSize - Math.min(reserved, poolSize - 1)), url);
  }

  private async reportSlot(): Promise<() => void> {
    if (this.reportsBusy >= this.reportSlots)
      await new Promise<void>((resolve) => this.waitingReports.push(resolve));
    this.reportsBusy++;
    return () => {
      this.reportsBusy--;
      this.waitingReports.shift()?.();
    };
  }

  private async lane<T>(work: () => Promise<T>): Promise<T> {
    if (this.closing) throw new Error('database is closed');
    const done = isInReportLane() ? await this.reportSlot() : undefined;
    try {
      return await work();
    } catch (error) {
      throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
    } finally {
      done?.();
    }
  }

  all<T extends Row = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return this.lane(async () => (await this.pool.query<T>(sql, params as SqlParam[])).rows);
  }

  run(sql: string, params: readonly SqlParam[] = []): Promise<void> {
    return this.lane(async () => {
      await this.pool.query(sql, params as SqlParam[]);
    });
  }

  /** Runs `work` on a client of its own; a client whose work failed may be mid-protocol: it is closed, not reused. */
  private async onClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let failed = false;
    try {
      return await work(client);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      client.release(failed);
    }
  }

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.lane(() =>
      this.onClient((client) => runTransaction(this.engine, this.closable(clientQueries(client)), work)),
    );
  }

  /** Once closing, a transaction under way runs no statement but its ROLLBACK. */
  private closable(queries: ConnectionQueries): ConnectionQueries {
    const refuse = (sql: string) => {
      if (this.closing && sql !== 'ROLLBACK') throw new Error('database is closed');
    };
    return {
      all: async (sql, params) => {
        refuse(sql);
        return queries.all(sql, params);
      },
      run: async (sql, params) => {
        refuse(sql);
        await queries.run(sql, params);
      },
    };
  }

  /**
   * Loads CSV files (with a header) into tables with `COPY … FROM STDIN`, then runs `finish`. Each
   * file may still be being written when the call starts (`file` resolves once it is complete), so
   * writing the next overlaps loading this one.
   *
   * Into tables that already hold rows, everything runs in one transaction: other clients see every
   * row or none. A `fresh` load (empty tables, nobody reading yet) loads two tables at a time, each
   * emptied and filled in its own transaction so that COPY writes its rows frozen (no later rewrite
   * to mark them visible); if any part fails, every table of the load is emptied again.
   */
  async copyIn(
    loads: readonly CsvLoad[],
    finish: (tx: Database) => Promise<void>,
    options: { fresh?: boolean } = {},
  ): Promise<void> {
    if (!options.fresh) {
      await this.onClient((client) =>
        runTransaction(this.engine, clientQueries(client), async (tx) => {
          for (const load of loads) await copyCsv(client, load, false);
          await finish(tx);
        }),
      );
      return;
    }
    try {
      await inParallel(
        loads,
        (load) =>
          this.onClient((client) =>
            runTransaction(this.engine, clientQueries(client), async (tx) => {
              await tx.run(`TRUNCATE ${load.table}`);
              await copyCsv(client, load, true);
            }),
          ),
        2,
      );
      await this.transaction(finish);
    } catch (error) {
      await this.run(`TRUNCATE ${loads.map((load) => load.table).join(', ')}`).catch(() => undefined);
      throw error;
    }
  }

  /** Writes the rows of a query to a CSV file with a header (`COPY (query) TO STDOUT`). */
  async copyOut(query: string, file: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await pipeline(
        client.query(copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT csv, HEADER true)`)),
        createWriteStream(file),
      );
    } finally {
      client.release();
    }
  }

  /**
   * Closes within about `waitMs`, whatever runs: new queries are refused at once and the backends
   * of the clients in use are told to cancel theirs (a build of the report tables, a report), so a
   * build cut short rolls back and is built again at the next start. Past `waitMs` the clients still
   * in use are left to the process's exit.
   */
  async close(waitMs = 1_500): Promise<void> {
    this.closing = true;
    const until = Date.now() + waitMs;
    const ended = this.pool.end();
    ended.catch(() => undefined);
    // Again and again: a client may start its next statement (a transaction's) between two.
    while (this.busy.size > 0 && Date.now() < until) {
      await this.cancelRunning(until - Date.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (this.busy.size === 0) await ended;
  }

  /** Cancels what the backends of the clients in use run, from a connection of its own. */
  private async cancelRunning(withinMs: number): Promise<void> {
    const pids = [...this.busy].flatMap((client) => {
      const pid = (client as unknown as { processID?: number | null }).processID;
      return typeof pid === 'number' ? [pid] : [];
    });
    if (!pids.length) return;
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: Math.max(100, withinMs),
    });
    try {
      await client.connect();
      await client.query('SELECT pg_cancel_backend(pid) FROM unnest(CAST($1 AS INTEGER[])) AS t(pid)', [
        pids,
      ]);
    } catch {
      // Out of reach: what runs there is left to the server.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
