/**
 * `npm run bench`: builds the app into a temporary folder, seeds 1,000,000 demo orders into a
 * temporary DuckDB file, starts the real server over HTTP in a child process and prints p50/p95 of
 * every report over a year, a month and 5 days, then how long /api/health stalls while 50 report
 * requests run at once; then, in Chromium, the gzip size of the JavaScript of /login and /dashboard
 * and the time to the dashboard's first figure, cold and warm (tests/bench/app.ts); then the export of
 * about 100,000 sales orders to XLSX against the time to fetch its pages (tests/bench/export.ts).
 * Options: BENCH_ORDERS (default 1000000), BENCH_RUNS (default 15), BENCH_KEEP=1 keeps the file,
 * BENCH_DB=<file> reuses a file seeded before (skips generation), BENCH_ONLY=reports|app|export runs
 * one part, BENCH_DIST=<folder> serves an app built before (e.g. `dist`) instead of building one,
 * BENCH_APP_RUNS (default 5) browser contexts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DuckDatabase } from '../../server/db/database';
import { ensureDemoData } from '../../server/demo/index';
import { benchApp, CHROMIUM } from './app';
import { BENCH_STORE, type BenchCase, benchCases } from './cases';
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

async function seed(file: string) {
  const db = await DuckDatabase.open(file);
  const started = performance.now();
  const report = await ensureDemoData(db, { seed: 42, demoOrders: ORDERS });
  const seconds = (performance.now() - started) / 1000;
  const [count] = await db.all<{ n: number }>('SELECT count(*) AS n FROM orders');
  await db.close();
  console.log(`generated ${count?.n} orders in ${seconds.toFixed(1)} s (target ≤ 30 s)`);
  return report.through;
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
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  const cases = benchCases(dayjs.utc(through));
  const floor = await measure(base, token, {
    label: 'health',
    range: '5 days',
    path: '/api/health',
    target: 0,
  });
  console.log(`transport floor: /api/health p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`);
  console.log(`\nstore ${BENCH_STORE.id} (${BENCH_STORE.offset}), ${RUNS} runs each, milliseconds over HTTP`);
  console.log(`${'report'.padEnd(44)} ${'range'.padEnd(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`);
  const slow: string[] = [];
  for (const c of cases) {
    const { p50, p95 } = await measure(base, token, c);
    const target = c.target;
    const flag = p50 > target ? `  > ${target} ms target` : '';
    if (flag) slow.push(`${c.label} ${c.range}`);
    console.log(
      `${c.label.padEnd(44)} ${c.range.padEnd(8)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}${flag}`,
    );
  }
  const yearCases = cases.filter((c) => c.range === 'year');
  const stall = await healthStall(base, token, yearCases);
  console.log(
    `\n/api/health during ${CONCURRENT} concurrent year-long reports (${(stall.burst / 1000).toFixed(1)} s): ` +
      `${stall.polls} polls, worst ${stall.worst.toFixed(1)} ms (target ≤ 100 ms)` +
      (stall.shed ? `; ${stall.shed} of ${CONCURRENT} reports shed with 503 (report queue full)` : ''),
  );
  console.log(slow.length ? `\nmissed p50 targets: ${slow.join('; ')}` : '\nevery p50 target met');
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
      `report tables built in ${(server.buildMs / 1000).toFixed(1)} s; server ready in ${((performance.now() - startedServer) / 1000).toFixed(1)} s`,
    );
    if (ONLY === undefined || ONLY === 'reports') {
      try {
        await benchReports(server.base, through);
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

await main();
