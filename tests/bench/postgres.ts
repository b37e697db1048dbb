/**
 * The PostgreSQL of `npm run bench -- --db postgres`: a fresh database on the server of
 * BENCH_DATABASE_URL (whose user may CREATE DATABASE), else on a throw-away cluster of
 * tests/pg/cluster.sh on its own port and folder (BENCH_PG_PORT, default the first free from 55437;
 * BENCH_PG_DIR, default /tmp/pos-pg-bench), so the server tests' cluster is left alone.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const CLUSTER = path.resolve(import.meta.dirname, '../pg/cluster.sh');

export interface BenchPostgres {
  /** The fresh database's URL. */
  url: string;
  /** Where it lives, for the report (no password). */
  where: string;
  /** Drops the database, and stops the cluster when the bench started it. */
  release(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function runCluster(command: 'start' | 'stop', port: number, dir: string): Promise<string> {
  // Detached: a Ctrl-C at the terminal reaches the bench, which stops the cluster after its servers.
  const child = spawn(CLUSTER, [command], {
    env: { ...process.env, PG_TEST_PORT: String(port), PG_TEST_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out.trim());
      else
        reject(new Error(`tests/pg/cluster.sh ${command} exited with ${code}: ${err.trim() || out.trim()}`));
    });
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function inDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pos_bench_${Date.now()}_${process.pid}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: inDatabase(serverUrl, name),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A fresh database for one bench run; `keep` leaves it (and the cluster) in place at release. */
export async function benchPostgres(keep: boolean): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) {
    const db = await freshDatabase(given);
    return {
      url: db.url,
      where: redacted(db.url),
      release: async () => {
        if (keep) console.log(`kept the PostgreSQL database ${redacted(db.url)}`);
        else await db.drop();
      },
    };
  }
  const dir = process.env.BENCH_PG_DIR ?? '/tmp/pos-pg-bench';
  // A cluster left running by an earlier bench that was killed holds this folder: stop it first.
  if (existsSync(path.join(dir, 'data', 'postmaster.pid'))) {
    const stale = Number(process.env.BENCH_PG_PORT ?? 55437);
    console.log(`stopping the bench's cluster left running in ${dir}`);
    await runCluster('stop', stale, dir);
  }
  let port = Number(process.env.BENCH_PG_PORT ?? 0);
  if (!port) {
    port = 55437;
    while (!(await portIsFree(port))) port++;
  }
  const started = performance.now();
  const serverUrl = (await runCluster('start', port, dir)).split('\n').at(-1) ?? '';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const stop = async () => {
    if (keep) {
      console.log(
        `kept the PostgreSQL cluster at ${serverUrl} (stop it with PG_TEST_PORT=${port} PG_TEST_DIR=${dir} tests/pg/cluster.sh stop)`,
      );
      return;
    }
    await runCluster('stop', port, dir);
  };
  try {
    const db = await freshDatabase(serverUrl);
    return {
      url: db.url,
      where: `throw-away cluster in ${dir} on port ${port} (initdb and start ${seconds} s)`,
      release: async () => {
        if (keep) console.log(`kept the PostgreSQL database ${db.url}`);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The server's version and the settings that weigh on report times. */
export async function describePostgres(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM pg_settings
       WHERE name IN ('server_version', 'shared_buffers', 'work_mem', 'effective_cache_size',
         'max_parallel_workers_per_gather', 'random_page_cost', 'jit')
       ORDER BY name`,
    );
    return rows.map((row) => `${row.name}=${row.setting}`).join(', ');
  });
}

/** Sizes of the database and its largest tables (with their indexes). */
export async function postgresSizes(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const [database] = (
      await client.query<{ size: string }>(
        'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
      )
    ).rows;
    const { rows } = await client.query<{ name: string; size: string }>(
      `SELECT relname AS name, pg_size_pretty(pg_total_relation_size(c.oid)) AS size
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind = 'r' AND n.nspname = 'public'
       ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 5`,
    );
    return `${database?.size} (largest: ${rows.map((row) => `${row.name} ${row.size}`).join(', ')})`;
  });
}
