import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';

export type SqlParam = string | number | boolean | null;
export type Row = Record<string, unknown>;

/**
 * The one data-access seam of the server. SQL keeps to the subset DuckDB and PostgreSQL share:
 * `$n` parameters wrapped in `CAST($n AS type)` where the type matters, UTC timestamptz.
 */
export interface Database {
  all<T extends Row = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  run(sql: string, params?: readonly SqlParam[]): Promise<void>;
  close(): Promise<void>;
}

/** Converts DuckDB values to JSON-ready ones: 64-bit integers and decimals to numbers, instants to ISO text. */
function toPlain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  return value;
}

function plainRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = toPlain(value);
  return out;
}

/**
 * DuckDB runs queries on its own threads, so Node's event loop stays free; a few connections
 * let independent requests run side by side.
 */
export class DuckDatabase implements Database {
  private readonly idle: DuckDBConnection[];
  private readonly waiting: ((connection: DuckDBConnection) => void)[] = [];
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connections: DuckDBConnection[],
  ) {
    this.idle = [...connections];
  }

  static async open(file: string, poolSize = 4): Promise<DuckDatabase> {
    const instance = await DuckDBInstance.create(file);
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < poolSize; i++) {
      const connection = await instance.connect();
      // Casts between TIMESTAMP and TIMESTAMPTZ must not depend on the machine's zone.
      await connection.run("SET TimeZone = 'UTC'");
      connections.push(connection);
    }
    return new DuckDatabase(instance, connections);
  }

  /** One query per connection at a time: borrow an idle one or wait for one to come back. */
  private async withConnection<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error('database is closed');
    const connection =
      this.idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => this.waiting.push(resolve)));
    try {
      return await work(connection);
    } finally {
      const next = this.waiting.shift();
      if (next) next(connection);
      else this.idle.push(connection);
    }
  }

  all<T extends Row = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return this.withConnection(async (connection) => {
      const reader = await connection.runAndReadAll(sql, params as DuckDBValue[]);
      return reader.getRowObjectsJS().map(plainRow) as T[];
    });
  }

  run(sql: string, params: readonly SqlParam[] = []): Promise<void> {
    return this.withConnection(async (connection) => {
      await connection.run(sql, params as DuckDBValue[]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const connection of this.connections) connection.closeSync();
    this.instance.closeSync();
  }
}
