/**
 * The data-access seam on the tests' engine (DuckDB, or PostgreSQL with TEST_DATABASE_URL): the
 * values it hands back, transactions, the schema version it refuses, and a server that cannot reach
 * its PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/app';
import { type Database, DatabaseUnavailableError } from '../../server/db/database';
import { isConnectionFailure } from '../../server/db/pgErrors';
import { PgDatabase } from '../../server/db/postgres';
import { ensureSchema, SCHEMA_VERSION } from '../../server/db/schema';
import { openTestDatabase, testEngine } from './engine';
import { startTestServer } from './harness';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe(`the data-access seam on ${testEngine}`, () => {
  it('hands back days and instants as UTC ISO text, counts and exact sums as numbers', async () => {
    await db.run(
      'CREATE TABLE seam_values (day DATE, happened_at TIMESTAMPTZ, wall TIMESTAMP, amount DECIMAL(12,2))',
    );
    await db.run(
      `INSERT INTO seam_values VALUES
         (DATE '2026-03-29', TIMESTAMPTZ '2026-03-29 00:30:00+00', TIMESTAMP '2026-03-29 01:30:00', 0.10),
         (DATE '2026-03-29', TIMESTAMPTZ '2026-03-29 23:59:59.250+00', TIMESTAMP '2026-03-30 00:00:00', 0.20)`,
    );
    expect(
      await db.all(
        `SELECT day, min(happened_at) AS first_at, max(wall) AS last_wall, count(*) AS n, sum(amount) AS total,
           CAST(day AS VARCHAR) AS day_text
         FROM seam_values GROUP BY day`,
      ),
    ).toEqual([
      {
        day: '2026-03-29T00:00:00.000Z',
        first_at: '2026-03-29T00:30:00.000Z',
        last_wall: '2026-03-30T00:00:00.000Z',
        n: 2,
        // Summed as decimals in the database: 0.1 + 0.2 in floating point would be 0.30000000000000004.
        total: 0.3,
        day_text: '2026-03-29',
      },
    ]);
  });

  it('commits a transaction whole, and rolls one back whole when it throws', async () => {
    await db.run('CREATE TABLE seam_tx (id INTEGER)');
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO seam_tx VALUES (1)');
      await tx.run('INSERT INTO seam_tx VALUES (2)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO seam_tx VALUES (3)');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.all('SELECT id FROM seam_tx ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('stamps the schema version, and refuses a database written by a newer server', async () => {
    await ensureSchema(db);
    const version = () => db.all("SELECT value FROM meta WHERE key = 'schema_version'");
    expect(await version()).toEqual([{ value: String(SCHEMA_VERSION) }]);
    await ensureSchema(db);
    await db.run("UPDATE meta SET value = CAST($1 AS VARCHAR) WHERE key = 'schema_version'", [
      String(SCHEMA_VERSION + 1),
    ]);
    await expect(ensureSchema(db)).rejects.toThrow(
      `the database's schema is version ${SCHEMA_VERSION + 1}, newer than this server's (${SCHEMA_VERSION})`,
    );
  });
});

describe('an unreachable PostgreSQL', () => {
  const url = 'postgres://reports:secret@127.0.0.1:1/pos';

  it('is refused at open with its address, without its password', async () => {
    const error = await PgDatabase.open(url).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(
      /^cannot reach PostgreSQL at postgres:\/\/reports:\*\*\*@127\.0\.0\.1:1\/pos: /,
    );
    expect(error?.message).not.toContain('secret');
  });

  it('stops the server at start with that message and exit code 1', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pos-unreachable-'));
    try {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, PORT: '0' },
        timeout: 60_000,
      });
      const failure = await run.then(
        () => undefined,
        (e: { code: number; stderr: string }) => e,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(
        'Cannot start: cannot reach PostgreSQL at postgres://reports:***@127.0.0.1:1/pos',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a database that goes away while the server runs', () => {
  it('tells connection failures from faulty queries', () => {
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    expect(isConnectionFailure(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(
      isConnectionFailure(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isConnectionFailure(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isConnectionFailure(withCode('relation "nope" does not exist', '42P01'))).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 with Retry-After and says so, while health stays up', async () => {
    let down = false;
    const server = await startTestServer({
      demoOrders: 0,
      wrapDb: (db) => {
        const refuse = () => Promise.reject(new DatabaseUnavailableError(new Error('connect ECONNREFUSED')));
        return {
          engine: db.engine,
          all: (sql, params) => (down ? refuse() : db.all(sql, params)),
          run: (sql, params) => (down ? refuse() : db.run(sql, params)),
          transaction: (work) => (down ? refuse() : db.transaction(work)),
          close: () => db.close(),
        };
      },
    });
    try {
      const token = await server.tokenFor('demo');
      down = true;
      const response = await server.get('/api/settings/v0/stores/1/outlets', token);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect((await server.app.request('/api/health')).status).toBe(200);
    } finally {
      down = false;
      await server.close();
    }
  });
});
