/**
 * `npm run bench`: builds the app into a temporary folder, seeds 1,000,000 demo orders into a
 * temporary DuckDB file (in a child process: its time and peak RSS), starts the real server over HTTP
 * in a child process (the time to its first year-long report while it builds its report tables in the
 * background, refusing reports 503 with a Retry-After meanwhile), restarts it over the same folder
 * (time to ready and to the first year-long report), and prints the p50 of every report over a year at +09:00, +05:30, +05:45 and
 * Europe/Paris with the default filters and with an outlet, source, state and payment-status
 * filter, p50/p95 over a month and 5 days, how long /api/health stalls while 50 report requests
 * run at once, and the server's peak RSS; then store 1's year-long reports over BENCH_TENANT_ORDERS
 * (200,000) orders against the same with ten times more orders in the other stores (BENCH_TENANTS=0
 * skips it); then, in Chromium, the gzip size of the JavaScript of /login and /dashboard
 * and the time to the dashboard's first figure, cold and warm (tests/bench/app.ts); the dashboard's
 * longest task and blocking time at 4× CPU slowdown against a baseline build (BENCH_BASELINE, default
 * HEAD~1: tests/bench/mainThread.ts); then the export of
 * about 100,000 sales orders to XLSX against the time to fetch its pages (tests/bench/export.ts).
 * Options: BENCH_ORDERS (default 1000000), BENCH_RUNS (default 15), BENCH_KEEP=1 keeps the file,
 * BENCH_DB=<file> reuses a file seeded before (skips generation), BENCH_ONLY=reports|app|export runs
 * one part (BENCH_ONLY=start: only the seeding and the first start), BENCH_DIST=<folder> serves an app built before (e.g. `dist`) instead of building one,
 * BENCH_APP_RUNS (default 5) browser contexts.
 *
 * `npm run bench -- --db postgres` instead loads the same demo data (BENCH_ORDERS, seed, "now") into
 * DuckDB and into a fresh PostgreSQL database (see tests/bench/postgres.ts for where it comes from),
 * prints both engines' load, report-table build and restart times, then every report case's p50/p95
 * on each, side by side (BENCH_KEEP=1 also keeps the PostgreSQL database).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Database } from '../../server/db/database';
import { DuckDatabase } from '../../server/db/duckdb';
import { PgDatabase } from '../../server/db/postgres';
import { ensureDemoData } from '../../server/demo/index';
import { generateIntoPostgres } from '../../server/demo/postgres';
import { benchApp, CHROMIUM } from './app';
import { BENCH_FILTERS, BENCH_STORE, BENCH_ZONES, type BenchCase, benchCases } from './cases';
import { benchExport } from './export';
import { describeRefusals, firstAnswer } from './firstAnswer';
import { benchMainThread } from './mainThread';
import { type BenchPostgres, benchPostgres, describePostgres, postgresSizes } from './postgres';

dayjs.extend(utc);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CONCURRENT = 50;
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && !['app', 'reports', 'export', 'start'].includes(ONLY)) {
  throw new Error(`BENCH_ONLY must be app, reports, export or start, not ${ONLY}`);
}
const ROOT = path.resolve(import.meta.dirname, '../..');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** `--db postgres`: the reports on PostgreSQL beside DuckDB's, over the same demo data. */
function engineOption(): 'duckdb' | 'postgres' {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === '--db' || arg.startsWith('--db='));
  if (at < 0) return 'duckdb';
  const value = args[at]?.includes('=') ? args[at]?.slice(5) : args[at + 1];
  if (value !== 'duckdb' && value !== 'postgres')
    throw new Error(`--db must be duckdb or postgres, not ${value}`);
  return value;
}

/** Child processes still running (servers, generations): stopped on Ctrl-C before the PostgreSQL is. */
const children = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function stopChildren() {
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

interface Generated {
  orders: number;
  lineItems: number;
  seconds: number;
  /** PostgreSQL: the generator's time in the staging DuckDB (the rest is COPY, indexes, ANALYZE). */
  stagingSeconds?: number;
  peakMb: number;
  through: string;
}

/**
 * `run.ts --generate <DuckDB file or postgres:// URL> <orders> [weight scale JSON] [now]`: the
 * generation alone, in a process of its own (its peak memory).
 */
async function generateOnly(
  target: string,
  orders: number,
  weightScale: Record<number, number> = {},
  now?: Date,
) {
  const db: Database = /^postgres(ql)?:\/\//.test(target)
    ? await PgDatabase.open(target)
    : await DuckDatabase.open(target);
  const options = { seed: 42, demoOrders: orders, weightScale, now };
  const started = performance.now();
  let stagingSeconds: number | undefined;
  // What ensureDemoData does on PostgreSQL, with the staging generator timed apart.
  const report =
    db instanceof PgDatabase
      ? await generateIntoPostgres(db, async (stage) => {
          const staged = performance.now();
          const result = await ensureDemoData(stage, options);
          stagingSeconds = (performance.now() - staged) / 1000;
          return result;
        })
      : await ensureDemoData(db, options);
  const seconds = (performance.now() - started) / 1000;
  const [count] = await db.all<{ n: number; lines: number }>(
    'SELECT (SELECT count(*) FROM orders) AS n, (SELECT count(*) FROM order_line_items) AS lines',
  );
  await db.close();
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  const result: Generated = {
    orders: Number(count?.n),
    lineItems: Number(count?.lines),
    seconds,
    stagingSeconds,
    peakMb,
    through: report.through,
  };
  console.log(`GENERATED ${JSON.stringify(result)}`);
}

async function generate(
  target: string,
  orders: number,
  weightScale: Record<number, number> = {},
  now?: Date,
): Promise<Generated> {
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        import.meta.filename,
        '--generate',
        target,
        String(orders),
        JSON.stringify(weightScale),
        now?.toISOString() ?? '',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  let result: Generated | undefined;
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    const match = /^GENERATED (.*)$/.exec(line);
    if (match?.[1]) result = JSON.parse(match[1]);
  }
  if (!result) throw new Error('the demo data generation failed');
  return result;
}

async function seed(file: string, orders = ORDERS, weightScale: Record<number, number> = {}, quiet = false) {
  const result = await generate(file, orders, weightScale);
  if (quiet) return result.through;
  console.log(
    `generated ${result.orders} orders in ${result.seconds.toFixed(1)} s (target ≤ 30 s per million), ` +
      `peak RSS ${result.peakMb} MB (target < 4096 MB)`,
  );
  return result.through;
}

/** The peak resident memory of a process so far (Linux), in MB. */
async function peakRssMb(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function stopServer(server: { child: ChildProcess }) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  return ((await login.json()) as { token: string }).token;
}

async function generatedThrough(file: string): Promise<string> {
  const db = await DuckDatabase.open(file);
  const [row] = await db.all<{ value: string }>("SELECT value FROM meta WHERE key = 'generated_through'");
  await db.close();
  if (!row) throw new Error(`${file} has no demo data`);
  return row.value;
}

/** `vite build` into `outDir`, its output shown only when it fails. */
async function buildApp(outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`vite build exited with ${code}:\n${output}`);
}

/** The folder of the built app to serve, or why the browser part is skipped. */
async function prepareApp(dir: string): Promise<{ staticDir: string } | { skip: string }> {
  if (!existsSync(CHROMIUM)) return { skip: `${CHROMIUM} is missing (apt-get install -y chromium)` };
  if (process.env.BENCH_DIST) {
    const staticDir = path.resolve(process.env.BENCH_DIST);
    if (!existsSync(path.join(staticDir, 'index.html'))) {
      return {
        skip: `${staticDir}/index.html is missing: run \`npm run build\` or leave BENCH_DIST unset to build into a temporary folder`,
      };
    }
    console.log(`serving the app built before in ${staticDir}`);
    return { staticDir };
  }
  const staticDir = path.join(dir, 'dist');
  const started = performance.now();
  try {
    await buildApp(staticDir);
  } catch (error) {
    return { skip: `the app did not build: ${(error as Error).message}` };
  }
  console.log(
    `app built in ${((performance.now() - started) / 1000).toFixed(1)} s (vite build into ${staticDir})`,
  );
  return { staticDir };
}

/**
 * A server over the DuckDB `file`, or over the PostgreSQL database of `databaseUrl` when given, once it
 * listens; `tables` resolves with the time its report tables took to be built or brought up to date
 * (in the background: reports are refused 503 until they are ready).
 */
async function startServer(
  file: string,
  staticDir: string | undefined,
  databaseUrl?: string,
): Promise<{ child: ChildProcess; base: string; tables: Promise<number> }> {
  const env = { ...process.env };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = track(
    spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'serve.ts'),
        file,
        ...(staticDir ? [staticDir] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], env },
    ),
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const next = async (pattern: RegExp) => {
    for (let line = await lines.next(); !line.done; line = await lines.next()) {
      const match = pattern.exec(line.value);
      if (match) return Number(match[1]);
    }
    throw new Error('the server exited');
  };
  const port = await next(/^READY (\d+)/).catch(() => {
    throw new Error('server exited before it was ready');
  });
  const tables = next(/^TABLES (\d+)/);
  tables.catch(() => undefined);
  return { child, base: `http://127.0.0.1:${port}`, tables };
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} from ${url}`);
  return elapsed;
}

async function measure(base: string, token: string, c: BenchCase) {
  const url = `${base}${c.path}`;
  for (let i = 0; i < 2; i++) await timed(url, token);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(url, token));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function setDayStart(base: string, token: string, dayStartsAt: string) {
  const response = await fetch(`${base}/api/settings/v0/stores/${BENCH_STORE.id}/business-day`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ dayStartsAt }),
  });
  if (!response.ok) throw new Error(`${response.status} setting the business day to ${dayStartsAt}`);
}

/**
 * Every year-long report at the store's own offset, its business days starting at midnight and at
 * 04:00 (a bar's night), side by side; the start is set back to midnight after. Returns the slow ones.
 */
async function benchBusinessDay(base: string, token: string, yearCases: BenchCase[]): Promise<string[]> {
  const cases = yearCases.filter((c) => c.zone === BENCH_STORE.offset && c.filter === 'default');
  const midnight = new Map<string, number>();
  for (const c of cases) midnight.set(c.label, (await measure(base, token, c)).p50);
  const slow: string[] = [];
  console.log(`
business days from 04:00 against midnight, timeZone=${BENCH_STORE.offset}: p50 ms`);
  console.log(`${'report'.padEnd(26)}${'00:00'.padStart(9)}${'04:00'.padStart(9)}`);
  await setDayStart(base, token, '04:00');
  try {
    for (const c of cases) {
      const { p50 } = await measure(base, token, c);
      if (p50 > c.target) slow.push(`${c.label} year, days from 04:00`);
      const cell = `${p50.toFixed(1)}${p50 > c.target ? '*' : ' '}`.padStart(9);
      console.log(`${c.label.padEnd(26)}${(midnight.get(c.label) ?? 0).toFixed(1).padStart(8)} ${cell}`);
    }
  } finally {
    await setDayStart(base, token, '00:00');
  }
  return slow;
}

/** A report request of the burst: its status, 503 being the server shedding load (report gate full). */
async function burstRequest(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok && response.status !== 503) throw new Error(`${response.status} from ${url}`);
  return response.status;
}

/**
 * Polls /api/health back to back while 50 report requests run; the slowest answer is the stall.
 * Requests beyond the server's report queue are answered 503 at once; they are counted.
 */
async function healthStall(base: string, token: string, cases: BenchCase[]) {
  let running = true;
  let worst = 0;
  let polls = 0;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      polls++;
    }
  })();
  const started = performance.now();
  let statuses: number[];
  try {
    statuses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        burstRequest(`${base}${cases[i % cases.length]?.path}`, token),
      ),
    );
  } finally {
    running = false;
  }
  const burst = performance.now() - started;
  await poller;
  return { worst, polls, burst, shed: statuses.filter((status) => status === 503).length };
}

async function benchReports(base: string, through: string) {
  console.log('\n== reports API ==');
  const token = await signIn(base);
  const cases = benchCases(dayjs.utc(through));
  const floor = await measure(base, token, {
    label: 'health',
    range: '5 days',
    path: '/api/health',
    target: 0,
  });
  console.log(`transport floor: /api/health p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`);
  const slow: string[] = [];
  const yearCases = cases.filter((c) => c.range === 'year');
  console.log(
    `\nstore ${BENCH_STORE.id} (${BENCH_STORE.zone}), every report over its last 365 local days: p50 ms over HTTP, ` +
      `${RUNS} runs each (target ≤ 50 ms)`,
  );
  for (const zone of BENCH_ZONES) {
    console.log(`\ntimeZone=${zone}`);
    console.log(`${'report'.padEnd(26)}${BENCH_FILTERS.map((f) => f.label.padStart(9)).join('')}`);
    const reports = [...new Set(yearCases.filter((c) => c.zone === zone).map((c) => c.label))];
    for (const report of reports) {
      const cells: string[] = [];
      for (const filter of BENCH_FILTERS) {
        const c = yearCases.find((y) => y.zone === zone && y.label === report && y.filter === filter.label);
        if (!c) continue;
        const { p50 } = await measure(base, token, c);
        if (p50 > c.target) slow.push(`${report} year ${zone} ${filter.label}`);
        cells.push(`${p50.toFixed(1)}${p50 > c.target ? '*' : ' '}`.padStart(9));
      }
      console.log(`${report.padEnd(26)}${cells.join('')}`);
    }
  }
  slow.push(...(await benchBusinessDay(base, token, yearCases)));
  console.log(
    `\nstore ${BENCH_STORE.id} at ${BENCH_STORE.offset}, ${RUNS} runs each, milliseconds over HTTP`,
  );
  console.log(`${'report'.padEnd(44)} ${'range'.padEnd(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  for (const c of cases.filter((c) => c.range !== 'year')) {
    const { p50, p95 } = await measure(base, token, c);
    const target = c.target;
    const flag = p50 > target ? `  > ${target} ms target` : '';
    if (flag) slow.push(`${c.label} ${c.range}`);
    console.log(
      `${c.label.padEnd(44)} ${c.range.padEnd(8)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}${flag}`,
    );
  }
  const stall = await healthStall(
    base,
    token,
    yearCases.filter((c) => c.filter === 'default'),
  );
  console.log(
    `\n/api/health during ${CONCURRENT} concurrent year-long reports (${(stall.burst / 1000).toFixed(1)} s): ` +
      `${stall.polls} polls, worst ${stall.worst.toFixed(1)} ms (target ≤ 100 ms)` +
      (stall.shed ? `; ${stall.shed} of ${CONCURRENT} reports shed with 503 (report queue full)` : ''),
  );
  console.log(slow.length ? `\nmissed p50 targets (*): ${slow.join('; ')}` : '\nevery p50 target met');
}

const TENANT_ORDERS = Number(process.env.BENCH_TENANT_ORDERS ?? 200_000);

/**
 * Tenants: store 1's year-long reports over a folder of TENANT_ORDERS orders and over one where every
 * other store takes ten times more orders (store 1's own orders are the very same): with the data
 * clustered by store, its p50 should move by less than 20 %.
 */
async function benchTenants(dir: string) {
  console.log(`\n== tenants: store ${BENCH_STORE.id} alone and with 10× more orders in the other stores ==`);
  const others = { 2: 10, 3: 10, 4: 10, 5: 10, 6: 10 };
  const results: Map<string, number>[] = [];
  for (const [name, scale] of [
    ['base', {}],
    ['others ×10', others],
  ] as const) {
    const file = path.join(dir, `tenants-${results.length}.duckdb`);
    const through = await seed(file, TENANT_ORDERS, scale, true);
    const server = await startServer(file, undefined);
    try {
      const token = await signIn(server.base);
      const counted = await fetch(
        `${server.base}/api/reports/v0/stores/${BENCH_STORE.id}/global-report?groupBy=store&createdAtMin=2000-01-01&limit=10`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await counted.json()) as { slices?: { storeId: number; orderCount: number }[] };
      const own = body.slices?.find((slice) => slice.storeId === BENCH_STORE.id)?.orderCount ?? 0;
      const all = body.slices?.reduce((sum, slice) => sum + slice.orderCount, 0) ?? 0;
      console.log(`${name}: store ${BENCH_STORE.id} ${own} orders, the other stores ${all - own}`);
      const p50s = new Map<string, number>();
      for (const c of benchCases(dayjs.utc(through)).filter(
        (c) => c.range === 'year' && c.zone === BENCH_STORE.offset && c.filter === 'default',
      )) {
        if (c.label === 'global-report') continue;
        p50s.set(c.label, (await measure(server.base, token, c)).p50);
      }
      results.push(p50s);
    } finally {
      await stopServer(server);
    }
  }
  const [base, busy] = results;
  console.log(
    `${'report (year, +09:00)'.padEnd(26)}${'base'.padStart(9)}${'others×10'.padStart(11)}${'change'.padStart(9)}`,
  );
  let worst = 0;
  for (const [label, p50] of base ?? []) {
    const other = busy?.get(label) ?? Number.NaN;
    const change = ((other - p50) / p50) * 100;
    worst = Math.max(worst, change);
    console.log(
      `${label.padEnd(26)}${p50.toFixed(1).padStart(9)}${other.toFixed(1).padStart(11)}${`${change.toFixed(0)} %`.padStart(9)}`,
    );
  }
  const median = [...(base ?? new Map()).keys()]
    .map((label) => ((busy?.get(label) ?? 0) - (base?.get(label) ?? 0)) / (base?.get(label) ?? 1))
    .sort((a, b) => a - b)[Math.floor((base?.size ?? 0) / 2)];
  console.log(
    `median change ${((median ?? 0) * 100).toFixed(0)} %, largest ${worst.toFixed(0)} % (target < 20 %; the global report, which covers every store, is left out)`,
  );
}

/**
 * Stops the server and starts it again over the same data folder: the time until it answers and
 * until its first year-long report (report tables kept, brought up to date, not rebuilt).
 */
async function restart(
  server: Awaited<ReturnType<typeof startServer>>,
  file: string,
  staticDir: string | undefined,
  through: string,
) {
  await stopServer(server);
  const started = performance.now();
  const next = await startServer(file, staticDir);
  const ready = performance.now() - started;
  const token = await signIn(next.base);
  const [year] = benchCases(dayjs.utc(through));
  const first = await firstAnswer(`${next.base}${year?.path}`, token, started);
  console.log(
    `restart over the existing data folder: ready in ${(ready / 1000).toFixed(1)} s (report tables brought up to ` +
      `date in ${((await next.tables) / 1000).toFixed(1)} s), first year-long report answered ${(first.ms / 1000).toFixed(1)} s ` +
      `after the start (target ≤ 5 s; ${describeRefusals(first.refusals)})`,
  );
  return next;
}

/**
 * The first start over `file`: the time until the server listens, until the first year-long report is
 * answered (its report tables built in the background meanwhile, never built before unless BENCH_DB
 * names a folder that has them) and until the tables are ready.
 */
async function firstStart(file: string, staticDir: string | undefined, through: string) {
  const started = performance.now();
  const server = await startServer(file, staticDir);
  const listening = performance.now() - started;
  const token = await signIn(server.base);
  const [year] = benchCases(dayjs.utc(through));
  const first = await firstAnswer(`${server.base}${year?.path}`, token, started);
  const tables = await server.tables;
  console.log(
    `first start${process.env.BENCH_DB ? ` over ${file}` : ' over report tables never built'} (${ORDERS.toLocaleString('en')} ` +
      `orders${process.env.BENCH_DB ? ', or as many as that file holds' : ''}): listening in ${(listening / 1000).toFixed(1)} s, ` +
      `report tables built or brought up to date in ${(tables / 1000).toFixed(1)} s, first year-long report answered ` +
      `${(first.ms / 1000).toFixed(1)} s after the start (${describeRefusals(first.refusals)})`,
  );
  return server;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-bench-'));
  const file = process.env.BENCH_DB ?? path.join(dir, 'bench.duckdb');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const app =
      ONLY === 'reports' || ONLY === 'start' ? { skip: `BENCH_ONLY=${ONLY}` } : await prepareApp(dir);
    const through = process.env.BENCH_DB ? await generatedThrough(file) : await seed(file);
    server = await firstStart(file, 'staticDir' in app ? app.staticDir : undefined, through);
    if (ONLY === 'start') return;
    if (ONLY === undefined || ONLY === 'reports') {
      try {
        const builtPeak = await peakRssMb(server.child.pid);
        server = await restart(server, file, 'staticDir' in app ? app.staticDir : undefined, through);
        await benchReports(server.base, through);
        console.log(
          `server peak RSS: ${builtPeak ?? '?'} MB with the report tables built or brought up to date at start, ` +
            `${(await peakRssMb(server.child.pid)) ?? '?'} MB after a restart and every report above`,
        );
        if (process.env.BENCH_TENANTS !== '0') await benchTenants(dir);
      } catch (error) {
        console.error(`the reports benchmark failed: ${(error as Error).stack ?? error}`);
        process.exitCode = 1;
      }
    }
    if (ONLY === undefined || ONLY === 'app') {
      console.log(`\n== app in Chromium (${server.base}) ==`);
      if ('skip' in app) console.log(`skipped: ${app.skip}`);
      else {
        try {
          await benchApp(server.base);
        } catch (error) {
          console.error(`the browser benchmark failed: ${(error as Error).stack ?? error}`);
          process.exitCode = 1;
        }
        console.log('\n== the dashboard on a phone: main thread ==');
        try {
          await benchMainThread(server.base, CHROMIUM);
        } catch (error) {
          console.error(`the main-thread benchmark failed: ${(error as Error).stack ?? error}`);
          process.exitCode = 1;
        }
      }
    }
    if (ONLY === undefined || ONLY === 'export') {
      console.log('\n== export to XLSX in Chromium ==');
      if ('skip' in app) console.log(`skipped: ${app.skip}`);
      else {
        try {
          await benchExport(server.base, through);
        } catch (error) {
          console.error(`the export benchmark failed: ${(error as Error).stack ?? error}`);
          process.exitCode = 1;
        }
      }
    }
  } finally {
    server?.child.kill('SIGTERM');
    if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
    else console.log(`kept ${file}`);
  }
}

type Server = Awaited<ReturnType<typeof startServer>>;
type Timing = { p50: number; p95: number } | { error: string };

/** A case the server answers with an error status is shown as such; a server gone stops the bench. */
async function measureOrError(base: string, token: string, c: BenchCase): Promise<Timing> {
  try {
    return await measure(base, token, c);
  } catch (error) {
    const status = /^(\d{3}) from /.exec((error as Error).message)?.[1];
    if (!status) throw error;
    return { error: `HTTP ${status}` };
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const ratio = (pg: number, duck: number) => (duck > 0 ? `${(pg / duck).toFixed(1)}×` : '?');

/**
 * The time until a fresh server listens, its report-table time, and until its first year-long report
 * (asked again after each Retry-After while the tables are built).
 */
async function timedStart(file: string, through: string, databaseUrl?: string) {
  const started = performance.now();
  const server = await startServer(file, undefined, databaseUrl);
  const readyMs = performance.now() - started;
  const token = await signIn(server.base);
  const [year] = benchCases(dayjs.utc(through));
  const first = await firstAnswer(`${server.base}${year?.path}`, token, started);
  return { server, token, readyMs, buildMs: await server.tables, firstReportMs: first.ms };
}

async function duckSize(file: string): Promise<string> {
  let bytes = 0;
  for (const name of [file, `${file}.wal`]) bytes += (await stat(name).catch(() => ({ size: 0 }))).size;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * `--db postgres`: the same demo data (BENCH_ORDERS, seed 42, one "now") generated into a DuckDB
 * file and into a fresh PostgreSQL database; their load, report-table build and restart times; then
 * every report case on both servers, taking turns case by case so a busy moment of the machine
 * weighs on both alike.
 */
async function comparePostgres() {
  if (process.env.BENCH_DB)
    throw new Error('BENCH_DB does not apply to --db postgres: both engines are loaded');
  const keep = Boolean(process.env.BENCH_KEEP);
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-bench-'));
  const file = path.join(dir, 'bench.duckdb');
  const now = new Date();
  let postgres: BenchPostgres | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await stopChildren();
      await postgres
        ?.release()
        .catch((error: Error) => console.error(`PostgreSQL left behind: ${error.message}`));
      if (keep) console.log(`kept ${file}`);
      else await rm(dir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  let interrupted = false;
  // Kept for repeats too: a Ctrl-C reaches the bench twice (the terminal, then tsx relaying it), and
  // tsx exits at once on a signal nobody listens to.
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and the bench's PostgreSQL`);
    void cleanup().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    console.log(
      `== DuckDB and PostgreSQL over the same demo data: ${ORDERS} orders, seed 42, now ${now.toISOString()} ==`,
    );
    postgres = await benchPostgres(keep);
    console.log(`PostgreSQL: ${postgres.where}\n  ${await describePostgres(postgres.url)}`);

    const duckData = await generate(file, ORDERS, {}, now);
    console.log(
      `DuckDB: generated ${duckData.orders} orders in ${duckData.seconds.toFixed(1)} s, peak RSS ${duckData.peakMb} MB`,
    );
    const pgData = await generate(postgres.url, ORDERS, {}, now);
    console.log(
      `PostgreSQL: generated ${pgData.orders} orders in ${pgData.seconds.toFixed(1)} s ` +
        `(generator in a staging DuckDB ${pgData.stagingSeconds?.toFixed(1)} s, ` +
        `COPY, indexes and ANALYZE ${(pgData.seconds - (pgData.stagingSeconds ?? 0)).toFixed(1)} s), ` +
        `peak RSS of the loading process ${pgData.peakMb} MB`,
    );
    if (
      duckData.orders !== pgData.orders ||
      duckData.lineItems !== pgData.lineItems ||
      duckData.through !== pgData.through
    )
      throw new Error(
        `the engines hold different data: DuckDB ${JSON.stringify(duckData)}, PostgreSQL ${JSON.stringify(pgData)}`,
      );
    const through = duckData.through;

    // First starts build the report tables; one server at a time, so neither build slows the other.
    const first = {
      duck: await timedStart(file, through),
      pg: await timedStart(file, through, postgres.url),
    };
    await stopServer(first.duck.server);
    await stopServer(first.pg.server);
    const again = {
      duck: await timedStart(file, through),
      pg: await timedStart(file, through, postgres.url),
    };
    const servers = { duck: again.duck.server, pg: again.pg.server };
    const sizes = { duck: await duckSize(file), pg: await postgresSizes(postgres.url) };

    const row = (label: string, duck: string, pg: string, note = '') =>
      console.log(`${label.padEnd(44)}${duck.padStart(10)}${pg.padStart(12)}${note ? `  ${note}` : ''}`);
    console.log('');
    row('', 'DuckDB', 'PostgreSQL', 'PostgreSQL / DuckDB');
    row(
      'demo data load (s)',
      duckData.seconds.toFixed(1),
      pgData.seconds.toFixed(1),
      `${ratio(pgData.seconds, duckData.seconds)} (target ≤ 2×${pgData.seconds > 2 * duckData.seconds ? ', missed' : ''})`,
    );
    row(
      '  generator (s)',
      duckData.seconds.toFixed(1),
      pgData.stagingSeconds?.toFixed(1) ?? '?',
      'PostgreSQL: in a staging in-memory DuckDB',
    );
    row('  COPY, indexes, ANALYZE (s)', '-', (pgData.seconds - (pgData.stagingSeconds ?? 0)).toFixed(1));
    row(
      'report tables built at first start (s)',
      seconds(first.duck.buildMs),
      seconds(first.pg.buildMs),
      ratio(first.pg.buildMs, first.duck.buildMs),
    );
    row(
      '  first start: listening (s)',
      seconds(first.duck.readyMs),
      seconds(first.pg.readyMs),
      ratio(first.pg.readyMs, first.duck.readyMs),
    );
    row(
      '  first start: first year-long report (s)',
      seconds(first.duck.firstReportMs),
      seconds(first.pg.firstReportMs),
      'refused 503 with Retry-After until the tables are built',
    );
    row(
      'start over existing data: listening (s)',
      seconds(again.duck.readyMs),
      seconds(again.pg.readyMs),
      ratio(again.pg.readyMs, again.duck.readyMs),
    );
    row(
      '  report tables brought up to date (s)',
      seconds(again.duck.buildMs),
      seconds(again.pg.buildMs),
      ratio(again.pg.buildMs, again.duck.buildMs),
    );
    row(
      '  first year-long report answered (s)',
      seconds(again.duck.firstReportMs),
      seconds(again.pg.firstReportMs),
      `${ratio(again.pg.firstReportMs, again.duck.firstReportMs)} (target ≤ 5 s)`,
    );
    console.log(`size on disk: DuckDB ${sizes.duck}; PostgreSQL ${sizes.pg}`);

    await compareReports(servers.duck, again.duck.token, servers.pg, again.pg.token, through);
  } catch (error) {
    // Interrupted: the servers were stopped under the bench; the signal handler exits once all is cleaned.
    if (!interrupted) throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

async function compareReports(duck: Server, duckToken: string, pg: Server, pgToken: string, through: string) {
  const health: BenchCase = { label: 'health', range: '5 days', path: '/api/health', target: 0 };
  const floor = {
    duck: await measure(duck.base, duckToken, health),
    pg: await measure(pg.base, pgToken, health),
  };
  console.log(
    `\n== reports API: store ${BENCH_STORE.id}, milliseconds over HTTP, ${RUNS} runs each, ` +
      'the two servers taking turns case by case ==',
  );
  console.log(
    `transport floor: /api/health p50 ${floor.duck.p50.toFixed(1)} ms (DuckDB server), ` +
      `${floor.pg.p50.toFixed(1)} ms (PostgreSQL server)`,
  );
  const header =
    `${'report'.padEnd(34)}${'range'.padEnd(8)}${'zone'.padEnd(14)}${'filter'.padEnd(9)}` +
    `${'DuckDB p50'.padStart(11)}${'p95'.padStart(8)}${'PG p50'.padStart(9)}${'p95'.padStart(8)}${'PG/Duck'.padStart(9)}`;
  const cell = (t: Timing, key: 'p50' | 'p95', width: number, target: number) =>
    ('error' in t
      ? key === 'p50'
        ? t.error
        : '-'
      : `${t[key].toFixed(1)}${key === 'p50' && t.p50 > target ? '*' : ' '}`
    ).padStart(width);
  const results: { c: BenchCase; duck: Timing; pg: Timing }[] = [];
  const cases = benchCases(dayjs.utc(through));
  let lastRange = '';
  for (const c of cases) {
    if (c.range !== lastRange) {
      console.log(
        `\n${c.range === 'year' ? 'last 365 local days' : `last ${c.range}`} (* p50 over the ${c.target} ms target)`,
      );
      console.log(header);
      lastRange = c.range;
    }
    const d = await measureOrError(duck.base, duckToken, c);
    const p = await measureOrError(pg.base, pgToken, c);
    results.push({ c, duck: d, pg: p });
    const factor = 'error' in d || 'error' in p ? '' : ratio(p.p50, d.p50);
    const slow = !('error' in d) && !('error' in p) && p.p50 >= 5 * d.p50 ? ' !' : '  ';
    console.log(
      `${c.label.padEnd(34)}${c.range.padEnd(8)}${(c.zone ?? BENCH_STORE.offset).padEnd(14)}${(c.filter ?? 'default').padEnd(9)}` +
        `${cell(d, 'p50', 11, c.target)}${cell(d, 'p95', 8, c.target)}${cell(p, 'p50', 9, c.target)}${cell(p, 'p95', 8, c.target)}` +
        `${factor.padStart(7)}${slow}`,
    );
  }

  const ok = results.filter(
    (r): r is { c: BenchCase; duck: { p50: number; p95: number }; pg: { p50: number; p95: number } } =>
      !('error' in r.duck) && !('error' in r.pg),
  );
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  console.log(
    '\nper report, its 20 year-long cases (4 zones × 5 filters): median p50 on each engine, ' +
      'median and largest PostgreSQL/DuckDB ratio of p50',
  );
  console.log(
    `${'report'.padEnd(34)}${'DuckDB'.padStart(8)}${'PG'.padStart(9)}${'median'.padStart(8)}${'largest'.padStart(9)}  at`,
  );
  for (const label of [...new Set(ok.map((r) => r.c.label))]) {
    const year = ok.filter((r) => r.c.label === label && r.c.range === 'year');
    if (!year.length) continue;
    const worst = year.reduce((a, b) => (b.pg.p50 / b.duck.p50 > a.pg.p50 / a.duck.p50 ? b : a));
    console.log(
      `${label.padEnd(34)}${median(year.map((r) => r.duck.p50))
        .toFixed(1)
        .padStart(8)}` +
        `${median(year.map((r) => r.pg.p50))
          .toFixed(1)
          .padStart(9)}` +
        `${`${median(year.map((r) => r.pg.p50 / r.duck.p50)).toFixed(1)}×`.padStart(8)}` +
        `${ratio(worst.pg.p50, worst.duck.p50).padStart(9)}  ${worst.c.zone} ${worst.c.filter}`,
    );
  }
  const failed = results.length - ok.length;
  const over = (engine: 'duck' | 'pg') =>
    results.filter((r) => !('error' in r[engine]) && r[engine].p50 > r.c.target).length;
  const fivefold = ok.filter((r) => r.pg.p50 >= 5 * r.duck.p50);
  console.log(
    `\n${results.length} cases: median PostgreSQL/DuckDB ratio of p50 ${median(ok.map((r) => r.pg.p50 / r.duck.p50)).toFixed(1)}×; ` +
      `over the 50 ms target: DuckDB ${over('duck')}, PostgreSQL ${over('pg')}; ` +
      `PostgreSQL ≥ 5× slower (!): ${fivefold.length}` +
      (failed ? `; ${failed} failed on either engine` : ''),
  );
  if (fivefold.length)
    console.log(
      `  reports ≥ 5× slower in some case: ${[...new Set(fivefold.map((r) => r.c.label))].join(', ')}`,
    );

  const stalls = {
    duck: await healthStall(
      duck.base,
      duckToken,
      cases.filter((c) => c.range === 'year' && c.filter === 'default'),
    ),
    pg: await healthStall(
      pg.base,
      pgToken,
      cases.filter((c) => c.range === 'year' && c.filter === 'default'),
    ),
  };
  for (const [name, stall] of [
    ['DuckDB', stalls.duck],
    ['PostgreSQL', stalls.pg],
  ] as const)
    console.log(
      `${name}: /api/health during ${CONCURRENT} concurrent year-long reports (${(stall.burst / 1000).toFixed(1)} s): ` +
        `${stall.polls} polls, worst ${stall.worst.toFixed(1)} ms (target ≤ 100 ms)` +
        (stall.shed ? `; ${stall.shed} of ${CONCURRENT} shed with 503` : ''),
    );
}

if (process.argv[2] === '--generate')
  await generateOnly(
    process.argv[3] ?? '',
    Number(process.argv[4]),
    JSON.parse(process.argv[5] ?? '{}'),
    process.argv[6] ? new Date(process.argv[6]) : undefined,
  );
else if (engineOption() === 'postgres') await comparePostgres();
else await main();
