/**
 * `npm run bench`: builds the app into a temporary folder, seeds 1,000,000 demo orders into a
 * temporary DuckDB file (in a child process: its time and peak RSS), starts the real server over HTTP
 * in a child process, restarts it over the same folder (time to ready and to the first year-long
 * report), and prints the p50 of every report over a year at +09:00, +05:30, +05:45 and
 * Europe/Paris with the default filters and with an outlet, source, state and payment-status
 * filter, p50/p95 over a month and 5 days, how long /api/health stalls while 50 report requests
 * run at once, and the server's peak RSS; then store 1's year-long reports over BENCH_TENANT_ORDERS
 * (200,000) orders against the same with ten times more orders in the other stores (BENCH_TENANTS=0
 * skips it); then, in Chromium, the gzip size of the JavaScript of /login and /dashboard
 * and the time to the dashboard's first figure, cold and warm (tests/bench/app.ts); then the export of
 * about 100,000 sales orders to XLSX against the time to fetch its pages (tests/bench/export.ts).
 * Options: BENCH_ORDERS (default 1000000), BENCH_RUNS (default 15), BENCH_KEEP=1 keeps the file,
 * BENCH_DB=<file> reuses a file seeded before (skips generation), BENCH_ONLY=reports|app|export runs
 * one part, BENCH_DIST=<folder> serves an app built before (e.g. `dist`) instead of building one,
 * BENCH_APP_RUNS (default 5) browser contexts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DuckDatabase } from '../../server/db/database';
import { ensureDemoData } from '../../server/demo/index';
import { benchApp, CHROMIUM } from './app';
import { BENCH_FILTERS, BENCH_STORE, BENCH_ZONES, type BenchCase, benchCases } from './cases';
import { benchExport } from './export';

dayjs.extend(utc);

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CONCURRENT = 50;
const ONLY = process.env.BENCH_ONLY;
if (ONLY !== undefined && ONLY !== 'app' && ONLY !== 'reports' && ONLY !== 'export') {
  throw new Error(`BENCH_ONLY must be app, reports or export, not ${ONLY}`);
}
const ROOT = path.resolve(import.meta.dirname, '../..');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * `run.ts --generate <file> <orders> [weight scale JSON]`: the generation alone, in a process of its
 * own (its peak memory).
 */
async function generateOnly(file: string, orders: number, weightScale: Record<number, number> = {}) {
  const db = await DuckDatabase.open(file);
  const started = performance.now();
  const report = await ensureDemoData(db, { seed: 42, demoOrders: orders, weightScale });
  const seconds = (performance.now() - started) / 1000;
  const [count] = await db.all<{ n: number }>('SELECT count(*) AS n FROM orders');
  await db.close();
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`GENERATED ${JSON.stringify({ orders: count?.n, seconds, peakMb, through: report.through })}`);
}

async function seed(file: string, orders = ORDERS, weightScale: Record<number, number> = {}, quiet = false) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      import.meta.filename,
      '--generate',
      file,
      String(orders),
      JSON.stringify(weightScale),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let result: { orders: number; seconds: number; peakMb: number; through: string } | undefined;
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    const match = /^GENERATED (.*)$/.exec(line);
    if (match?.[1]) result = JSON.parse(match[1]);
  }
  if (!result) throw new Error('the demo data generation failed');
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

async function startServer(
  file: string,
  staticDir: string | undefined,
): Promise<{ child: ChildProcess; base: string; buildMs: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), file, ...(staticDir ? [staticDir] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  for await (const line of lines) {
    const match = /^READY (\d+) (\d+)/.exec(line);
    if (match) return { child, base: `http://127.0.0.1:${match[1]}`, buildMs: Number(match[2]) };
  }
  throw new Error('server exited before it was ready');
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
  await timed(`${next.base}${year?.path}`, token);
  const firstReport = performance.now() - started;
  console.log(
    `restart over the existing data folder: ready in ${(ready / 1000).toFixed(1)} s (report tables brought up to ` +
      `date in ${(next.buildMs / 1000).toFixed(1)} s), first year-long report answered ${(firstReport / 1000).toFixed(1)} s ` +
      'after the start (target ≤ 5 s)',
  );
  return next;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-bench-'));
  const file = process.env.BENCH_DB ?? path.join(dir, 'bench.duckdb');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const app = ONLY === 'reports' ? { skip: 'BENCH_ONLY=reports' } : await prepareApp(dir);
    const through = process.env.BENCH_DB ? await generatedThrough(file) : await seed(file);
    const startedServer = performance.now();
    server = await startServer(file, 'staticDir' in app ? app.staticDir : undefined);
    console.log(
      `report tables built or brought up to date in ${(server.buildMs / 1000).toFixed(1)} s; server ready in ${((performance.now() - startedServer) / 1000).toFixed(1)} s`,
    );
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

if (process.argv[2] === '--generate')
  await generateOnly(process.argv[3] ?? '', Number(process.argv[4]), JSON.parse(process.argv[5] ?? '{}'));
else await main();
