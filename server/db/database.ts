export type SqlParam = string | number | boolean | null;
export type Row = Record<string, unknown>;
export type Engine = 'duckdb' | 'postgres';

/**
 * The one data-access seam of the server. SQL keeps to the subset DuckDB and PostgreSQL share:
 * `$n` parameters wrapped in `CAST($n AS type)` where the type matters, UTC timestamptz.
 */
export interface Database {
  /** Which engine runs the SQL: the one place a dialect difference may be decided (see `dialect.ts`). */
  readonly engine: Engine;
  all<T extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  run(sql: string, params?: readonly SqlParam[]): Promise<void>;
  /**
   * Runs `work` on one connection inside BEGIN … COMMIT (ROLLBACK when it throws): other
   * connections see all of its writes or none. Its queries run one at a time, in call order; TEMP
   * tables made in it are its own.
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached or dropped the connection (not a fault of the query): the API
 * answers 503 with Retry-After instead of a bare 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Runs SQL on the one connection a transaction holds. */
export interface ConnectionQueries {
  all<R extends Row>(sql: string, params: readonly SqlParam[]): Promise<R[]>;
  run(sql: string, params: readonly SqlParam[]): Promise<void>;
}

/**
 * Runs `work` inside BEGIN … COMMIT on one connection (ROLLBACK when it throws, and the error goes
 * on). The `Database` it gets runs its queries one at a time, in call order, and refuses any once
 * the transaction is over. Resolves to whether the connection is still fit for use.
 */
export async function runTransaction<T>(
  engine: Engine,
  connection: ConnectionQueries,
  work: (tx: Database) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <R>(task: () => Promise<R>): Promise<R> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  let open = true;
  const guarded =
    <A extends unknown[], R>(task: (...args: A) => Promise<R>) =>
    (...args: A) =>
      serial(() => {
        if (!open) throw new Error('the transaction is over');
        return task(...args);
      });
  const tx: Database = {
    engine,
    all: guarded(<R extends Row = Row>(sql: string, params: readonly SqlParam[] = []) =>
      connection.all<R>(sql, params),
    ) as Database['all'],
    run: guarded((sql: string, params: readonly SqlParam[] = []) => connection.run(sql, params)),
    transaction: () => Promise.reject(new Error('transactions do not nest')),
    close: () => Promise.reject(new Error('close the database, not a transaction')),
  };
  await connection.run(begin, []);
  try {
    const result = await work(tx);
    await queue;
    open = false;
    await connection.run('COMMIT', []);
    return result;
  } catch (error) {
    await queue;
    open = false;
    await connection.run('ROLLBACK', []).catch(() => undefined);
    throw error;
  }
}
