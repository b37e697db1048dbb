import {
  type DuckDBConnection,
  DuckDBInstance,
  type DuckDBPreparedStatement,
  type DuckDBValue,
} from '@duckdb/node-api';
import { type Database, type Row, runTransaction, type SqlParam } from './database';
import { readRows } from './duckRows';
import { isInReportLane } from './reportLane';

const PREPARED_PER_CONNECTION = 256;
/** Statements that may change what a table holds, and with it the statistics DuckDB plans with. */
const WRITES_DATA = /^\s*(INSERT|UPDATE|DELETE|COPY|CREATE|ALTER|DROP|TRUNCATE)\b/i;

/**
 * DuckDB runs queries on its own threads, so Node's event loop stays free; a few connections
 * let independent requests run side by side.
 */
export class DuckDatabase implements Database {
  readonly engine = 'duckdb' as const;
  private readonly idle: DuckDBConnection[];
  /** Queries waiting for a connection, report queries apart. */
  private readonly waiting = {
    other: [] as ((c: DuckDBConnection) => void)[],
    report: [] as ((c: DuckDBConnection) => void)[],
  };
  private reportsBusy = 0;
  private readonly statements = new Map<
    DuckDBConnection,
    Map<string, { statement: DuckDBPreparedStatement; writes: number }>
  >();
  /** Writes so far: a statement prepared before the last one is prepared again (see `prepared`). */
  private writes = 0;
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connections: DuckDBConnection[],
    /** Connections report queries leave to the others. */
    private readonly reserved: number,
  ) {
    this.idle = [...connections];
  }

  /**
   * `memoryLimit` (DuckDB's `memory_limit`, e.g. `3GB`) bounds the buffer pool; past it DuckDB
   * evicts cached blocks and spills large operators to disk (default: 80% of the machine's memory).
   */
  static async open(
    file: string,
    poolSize = 4,
    reserved = 1,
    options: { memoryLimit?: string | undefined } = {},
  ): Promise<DuckDatabase> {
    const instance = await DuckDBInstance.create(
      file,
      options.memoryLimit ? { memory_limit: options.memoryLimit } : undefined,
    );
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < poolSize; i++) {
      const connection = await instance.connect();
      // Casts between TIMESTAMP and TIMESTAMPTZ must not depend on the machine's zone.
      await connection.run("SET TimeZone = 'UTC'");
      connections.push(connection);
    }
    return new DuckDatabase(instance, connections, Math.min(reserved, poolSize - 1));
  }

  private get reportRoom(): boolean {
    return this.reportsBusy < this.connections.length - this.reserved;
  }

  private acquire(isReport: boolean): Promise<DuckDBConnection> {
    if (!isReport || this.reportRoom) {
      const connection = this.idle.pop();
      if (connection) {
        if (isReport) this.reportsBusy++;
        return Promise.resolve(connection);
      }
    }
    return new Promise((resolve) => {
      if (!isReport) this.waiting.other.push(resolve);
      else
        this.waiting.report.push((connection) => {
          this.reportsBusy++;
          resolve(connection);
        });
    });
  }

  /**
   * A returned connection goes to a waiting report query while reports hold fewer than their share
   * (so a stream of short queries cannot starve them), else to any other query.
   */
  private release(connection: DuckDBConnection, isReport: boolean): void {
    if (isReport) this.reportsBusy--;
    if (this.closed) {
      // Closing: what still waits is not started.
      this.idle.push(connection);
      return;
    }
    const next = (this.reportRoom ? this.waiting.report.shift() : undefined) ?? this.waiting.other.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  /** Once closing, a transaction under way runs no statement but its ROLLBACK. */
  private refuseIfClosed(sql: string): void {
    if (this.closed && sql !== 'ROLLBACK') throw new Error('database is closed');
  }

  /** One query per connection at a time: borrow an idle one or wait for one to come back. */
  private async withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('database is closed');
    const isReport = isInReportLane();
    const connection = await this.acquire(isReport);
    try {
      return await work(connection);
    } finally {
      this.release(connection, isReport);
    }
  }

  /**
   * Report queries repeat with other parameters; parsing and planning them once per connection
   * saves a few milliseconds a request. The cache is bounded: past its size it starts afresh.
   *
   * A statement is planned with the tables' statistics of that moment (value ranges, which DuckDB
   * uses to narrow sort keys and prune joins) and is not planned again when they change: run after
   * rows outside those ranges were written, it returned wrong values and lost rows. So a statement
   * prepared before the latest write is prepared again.
   */
  private async prepared(connection: DuckDBConnection, sql: string): Promise<DuckDBPreparedStatement> {
    let statements = this.statements.get(connection);
    if (!statements || statements.size >= PREPARED_PER_CONNECTION) {
      for (const cached of statements?.values() ?? []) cached.statement.destroySync();
      statements = new Map();
      this.statements.set(connection, statements);
    }
    const cached = statements.get(sql);
    if (cached && cached.writes === this.writes) return cached.statement;
    cached?.statement.destroySync();
    const writes = this.writes;
    const statement = await connection.prepare(sql);
    statements.set(sql, { statement, writes });
    return statement;
  }

  private noteWrite(sql: string): void {
    if (WRITES_DATA.test(sql)) this.writes++;
  }

  all<T extends Row = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return this.withConnection(async (connection) => {
      const statement = await this.prepared(connection, sql);
      statement.bind(params as DuckDBValue[]);
      try {
        return (await readRows(await statement.run())) as T[];
      } finally {
        this.noteWrite(sql);
      }
    });
  }

  run(sql: string, params: readonly SqlParam[] = []): Promise<void> {
    return this.withConnection(async (connection) => {
      try {
        await connection.run(sql, params as DuckDBValue[]);
      } finally {
        this.noteWrite(sql);
      }
    });
  }

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.withConnection((connection) =>
      runTransaction(
        this.engine,
        {
          all: async <R extends Row>(sql: string, params: readonly SqlParam[]) => {
            this.refuseIfClosed(sql);
            const statement = await this.prepared(connection, sql);
            statement.bind(params as DuckDBValue[]);
            try {
              return (await readRows(await statement.run())) as R[];
            } finally {
              this.noteWrite(sql);
            }
          },
          run: async (sql, params) => {
            this.refuseIfClosed(sql);
            try {
              await connection.run(sql, params as DuckDBValue[]);
            } finally {
              this.noteWrite(sql);
            }
          },
        },
        work,
        'BEGIN TRANSACTION',
      ).finally(() => {
        // Its writes show to the other connections once committed: plan again from then on.
        this.writes++;
      }),
    );
  }

  /**
   * Closes within about `waitMs`, whatever runs: new queries are refused at once and those running
   * are interrupted (a build of the report tables, a checkpoint, a report), so the statements of a
   * build cut short roll back and it is built again at the next start. A connection still busy after
   * that is left to the process's exit: closing it under a running query blocks the event loop until
   * DuckDB lets go, which may be never. Closing merges the write-ahead log into the file, as DuckDB
   * does (a moment: builds and large upkeeps checkpoint as they end), unless work was interrupted: the
   * next open replays the log then, rather than this close blocking the event loop for it.
   */
  async close(waitMs = 1_500): Promise<void> {
    this.closed = true;
    const until = Date.now() + waitMs;
    const interrupted = this.idle.length < this.connections.length;
    while (this.idle.length < this.connections.length && Date.now() < until) {
      // Again and again: a statement may start between two (a transaction's next one, say).
      for (const connection of this.connections) if (!this.idle.includes(connection)) connection.interrupt();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (this.idle.length < this.connections.length) return;
    for (const statements of this.statements.values())
      for (const cached of statements.values()) cached.statement.destroySync();
    this.statements.clear();
    if (interrupted)
      await this.connections[0]?.run('PRAGMA disable_checkpoint_on_shutdown').catch(() => undefined);
    for (const connection of this.connections) connection.closeSync();
    this.instance.closeSync();
  }
}
