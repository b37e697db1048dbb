/**
 * The phone part of `npm run bench`: how long the signed-in dashboard, and a report of many figures
 * (total revenue, a year by day), hold the main thread while they open, in Chromium traces at 4× CPU
 * slowdown (a mid-range phone on this machine), for this build and for a baseline build of another
 * commit, measured in alternation in the same run: on a shared machine a ratio between the two is
 * steadier than either time.
 *
 * Per load (a fresh context signed in through the form, then HTTP cache, service workers, Cache Storage
 * and IndexedDB cleared, so a first visit but for the session), from the trace of the page's main thread:
 * the longest task, and the blocking time (each task's time beyond 50 ms, summed) from the first
 * contentful paint until the network has been quiet for a second, as Lighthouse's total blocking time.
 *
 * The baseline is `BENCH_BASELINE` (a git revision, default `HEAD~1`; `none` skips it), checked out in a
 * temporary worktree, built there with this checkout's node_modules and served by a small server that
 * passes /api to the real one. Options: BENCH_PHONE_RUNS (default 5) loads of each build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { type Browser, chromium } from '@playwright/test';
import { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env';
import { serveBuiltApp } from '../../server/http/static';
import { median } from './app';

const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 5);
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface MainThread {
  longestTaskMs: number;
  blockingMs: number;
}

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** The longest task and the blocking time after the first contentful paint, on the renderer's main thread. */
export function mainThreadOf(events: readonly TraceEvent[]): MainThread {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  // The page's thread is the one that painted; an about:blank renderer paints nothing.
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  if (!paint) throw new Error('the trace has no first contentful paint');
  const own = tasks.filter((task) => task.pid === paint.pid && task.tid === paint.tid);
  const ms = (task: TraceEvent) => (task.dur ?? 0) / 1000;
  return {
    longestTaskMs: Math.max(0, ...own.map(ms)),
    blockingMs: own
      .filter((task) => task.ts + (task.dur ?? 0) > paint.ts)
      .reduce((sum, task) => {
        // A task under way at the first paint counts from the paint on, as Lighthouse counts it.
        const after = (task.ts + (task.dur ?? 0) - Math.max(task.ts, paint.ts)) / 1000;
        return sum + Math.max(0, Math.min(after, ms(task) - BLOCKING_MS));
      }, 0),
  };
}

/** A report's search for the last 365 days, a figure per day. */
export function yearByDaySearch(today = new Date()): string {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const first = new Date(today.getTime() - 364 * 86_400_000);
  return `?createdAtMin=${day(first)}T00:00:00&createdAtMax=${day(today)}T23:59:59&mode=DATE`;
}

/** The screens measured: the dashboard, and a report of many figures (total revenue, a year by day). */
const SCREENS = [
  { name: 'signed-in /dashboard', path: '/dashboard', ready: '.metric-card__value' },
  {
    name: 'total revenue, a year by day',
    path: `/total-revenue${yearByDaySearch()}`,
    // The table's summary row, or the total of a phone's list of rows.
    ready: '.report__table [data-row="summary"]',
  },
] as const;
type Screen = (typeof SCREENS)[number];

/** One cold load of a signed-in screen at 4× slowdown, traced. */
async function tracedLoad(browser: Browser, origin: string, screen: Screen): Promise<MainThread> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('.metric-card__value').first().waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cache_storage,service_workers,indexeddb',
    });
    await page.goto('about:blank');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: '__metadata,loading,devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${origin}${screen.path}`);
    await page.locator(screen.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadOf(events);
  } finally {
    await context.close();
  }
}

/** The baseline commit built in a temporary worktree, or why there is none. */
async function buildBaseline(dir: string): Promise<{ dist: string; label: string } | { skip: string }> {
  const revision = process.env.BENCH_BASELINE ?? 'HEAD~1';
  if (revision === 'none') return { skip: 'BENCH_BASELINE=none' };
  let commit: string;
  try {
    commit = (await run('git', ['rev-parse', '--short', `${revision}^{commit}`], ROOT)).trim();
  } catch {
    return { skip: `${revision} is not a commit of this repository` };
  }
  const worktree = path.join(dir, 'baseline');
  await run('git', ['worktree', 'add', '--detach', worktree, commit], ROOT);
  try {
    await symlink(path.join(ROOT, 'node_modules'), path.join(worktree, 'node_modules'), 'dir');
    const dist = path.join(dir, 'baseline-dist');
    await run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', dist, '--emptyOutDir'],
      worktree,
    );
    return { dist, label: `${revision} (${commit})` };
  } finally {
    await run('git', ['worktree', 'remove', '--force', worktree], ROOT).catch(() => undefined);
  }
}

/** The built app in `dist` on a port of its own, its /api passed to the real server at `api`. */
async function serveBaseline(dist: string, api: string) {
  const app = new Hono<AppEnv>();
  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    const answer = await fetch(`${api}${url.pathname}${url.search}`, {
      method: c.req.method,
      headers,
      body: c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.arrayBuffer(),
      redirect: 'manual',
    });
    // fetch has decoded the body already.
    const passed = new Headers(answer.headers);
    passed.delete('content-encoding');
    passed.delete('content-length');
    return new Response(answer.body, { status: answer.status, headers: passed });
  });
  serveBuiltApp(app, dist);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const describe = (loads: MainThread[]) => ({
  longest: median(loads.map((load) => load.longestTaskMs)),
  blocking: median(loads.map((load) => load.blockingMs)),
});

/** Runs the phone benchmark against the real server at `origin`, which serves this build. */
export async function benchMainThread(origin: string, chromiumPath: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pos-bench-phone-'));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  let baselineServer: Awaited<ReturnType<typeof serveBaseline>> | undefined;
  try {
    const baseline = await buildBaseline(dir);
    if ('dist' in baseline && existsSync(path.join(baseline.dist, 'index.html')))
      baselineServer = await serveBaseline(baseline.dist, origin);
    for (const screen of SCREENS) {
      const current: MainThread[] = [];
      const before: MainThread[] = [];
      for (let i = 0; i < RUNS; i++) {
        current.push(await tracedLoad(browser, origin, screen));
        if (baselineServer) before.push(await tracedLoad(browser, baselineServer.origin, screen));
      }
      console.log(
        `${screen.name}, cold, ${SLOWDOWN}× CPU slowdown, 412×823, ${RUNS} loads each (medians, ms; goal: blocking ≤ 200, no task over 200)`,
      );
      const now = describe(current);
      const row = (label: string, figures: { longest: number; blocking: number }, loads: MainThread[]) =>
        console.log(
          `${label.padEnd(26)} longest task ${figures.longest.toFixed(0).padStart(5)}   blocking time ${figures.blocking
            .toFixed(0)
            .padStart(
              5,
            )}   (blocking per load: ${loads.map((load) => load.blockingMs.toFixed(0)).join(', ')})`,
        );
      row('this build', now, current);
      if ('skip' in baseline) {
        console.log(`no baseline: ${baseline.skip}`);
        continue;
      }
      const then = describe(before);
      row(`baseline ${baseline.label}`, then, before);
      console.log(
        `this build ÷ baseline: longest task ${(now.longest / then.longest).toFixed(2)}×, blocking time ${(
          now.blocking / Math.max(1, then.blocking)
        ).toFixed(2)}×`,
      );
    }
  } finally {
    await baselineServer?.stop();
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}
