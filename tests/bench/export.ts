/**
 * The export part of `npm run bench`: in Chromium against the real server, exports about 100,000
 * orders (the sales-orders report over the last days of the benchmark data that hold that many) to
 * XLSX through the app's Export button and prints
 * - the export's time, from the click to the download, against the time to fetch the same pages
 *   alone from the page with the same page size and requests in flight (the floor);
 * - the main thread's long tasks (over 50 ms, PerformanceObserver `longtask`) during the export;
 * - the export worker's peak JavaScript heap, sampled over CDP (`Runtime.getHeapUsage` on the
 *   worker's target) every 100 ms.
 * Each measure runs BENCH_EXPORT_RUNS times (default 2) after a warm-up export; medians are printed.
 * Service workers are blocked: the figures are the export's own, not a cache's.
 * Options: BENCH_EXPORT_ORDERS (default 100000), BENCH_EXPORT_RUNS.
 */
import { stat } from 'node:fs/promises';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { EXPORT_CONCURRENCY, EXPORT_PAGE_SIZE } from '../../src/export/job';
import { CHROMIUM } from './app';

dayjs.extend(utc);

const TARGET_ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 2);
const STORE_ID = 1;
const LONG_TASK_MS = 50;
const TARGETS = { ratio: 1.5, heapMb: 500 };
const EXPORT_TIMEOUT_MS = 10 * 60_000;

interface LongTask {
  start: number;
  duration: number;
  /** The scripts of the long animation frame around it, when Chromium says (`long-animation-frame`). */
  scripts?: string;
}

declare global {
  interface Window {
    /** Long tasks of the main thread: start (ms since navigation) and duration. */
    __benchLongTasks?: LongTask[];
    __benchFrames?: Array<{ start: number; end: number; scripts: string }>;
  }
}

/**
 * Records every long task of the page's main thread, and the scripts of long animation frames to
 * name what ran in them (a string: see app.ts).
 */
const WATCH_LONG_TASKS = `(() => {
  window.__benchLongTasks = [];
  window.__benchFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        window.__benchFrames.push({
          start: frame.startTime,
          end: frame.startTime + frame.duration,
          scripts: (frame.scripts || [])
            .map((script) => script.invoker + ' ' + (script.sourceURL || '').split('/').pop() + ' ' + Math.round(script.duration) + ' ms')
            .join('; '),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
})();`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** The order list's range as the app sends it from a browser at UTC: local wall-clock bounds. */
function range(through: dayjs.Dayjs, days: number) {
  const last = through.utc().startOf('day');
  return {
    createdAtMin: last.subtract(days - 1, 'day').format('YYYY-MM-DDTHH:mm:ss'),
    createdAtMax: last.endOf('day').format('YYYY-MM-DDTHH:mm:ss'),
  };
}

async function countOrders(base: string, token: string, bounds: ReturnType<typeof range>): Promise<number> {
  const url = new URL(`${base}/api/reports/v1/stores/${STORE_ID}/orders`);
  for (const [key, value] of Object.entries({ ...bounds, timeZone: '+00:00', page: '1', limit: '1' }))
    url.searchParams.set(key, value);
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${answer.status} from ${url}`);
  return ((await answer.json()) as { countItems: number }).countItems;
}

/** The fewest last days of the data that hold at least the target number of orders. */
async function rangeOfOrders(base: string, token: string, through: dayjs.Dayjs) {
  let low = 1;
  let high = 730;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await countOrders(base, token, range(through, middle))) >= TARGET_ORDERS) high = middle;
    else low = middle + 1;
  }
  const bounds = range(through, low);
  return { days: low, bounds, count: await countOrders(base, token, bounds) };
}

/**
 * Samples the JavaScript heap of the export worker while it lives: a CDP session of the page attaches
 * to the page's workers and asks the export worker's target for its heap usage every 100 ms.
 */
async function watchWorkerHeap(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  let peak = 0;
  let samples = 0;
  let nextId = 1;
  const sessions = new Set<string>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }: { sessionId: string; message: string }) => {
    const answer = JSON.parse(message) as { result?: { usedSize?: number } };
    if (typeof answer.result?.usedSize === 'number') {
      peak = Math.max(peak, answer.result.usedSize);
      samples++;
    }
  });
  cdp.on(
    'Target.attachedToTarget',
    ({ sessionId, targetInfo }: { sessionId: string; targetInfo: { type: string; url: string } }) => {
      if (targetInfo.type === 'worker' && targetInfo.url.includes('exportWorker')) sessions.add(sessionId);
    },
  );
  cdp.on('Target.detachedFromTarget', ({ sessionId }: { sessionId: string }) => sessions.delete(sessionId));
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const timer = setInterval(() => {
    for (const sessionId of sessions)
      void cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: nextId++, method: 'Runtime.getHeapUsage' }),
        })
        .catch(() => sessions.delete(sessionId));
  }, 100);
  return {
    reset() {
      peak = 0;
      samples = 0;
    },
    read: () => ({ peak, samples }),
    async stop() {
      clearInterval(timer);
      await cdp.detach().catch(() => undefined);
    },
  };
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
}

interface ExportRun {
  ms: number;
  /** From the click to the last page's answer: the rest is writing the file. */
  fetchedMs: number;
  longTasks: LongTask[];
  bytes: number;
}

/** One export through the Export button, timed from the click to the download. */
async function exportOnce(page: Page, reportUrl: string): Promise<ExportRun> {
  await page.goto(reportUrl);
  await page.locator('.report__table tbody tr').nth(1).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const download = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
  const startedAt = await page.evaluate(() => performance.now());
  const started = performance.now();
  let lastAnswer = started;
  const onAnswer = (request: { url: () => string }) => {
    if (request.url().includes('isExport=true')) lastAnswer = performance.now();
  };
  page.context().on('requestfinished', onAnswer);
  await page.locator('[data-export="xlsx"]').click();
  const file = await download;
  const ms = performance.now() - started;
  page.context().off('requestfinished', onAnswer);
  const endedAt = await page.evaluate(() => performance.now());
  const longTasks = await page.evaluate(
    ({ from, to }) =>
      (window.__benchLongTasks ?? [])
        .filter((task) => task.start >= from && task.start <= to)
        .map((task) => ({
          ...task,
          scripts: (window.__benchFrames ?? []).find(
            (frame) => frame.start <= task.start + 1 && frame.end >= task.start + task.duration - 1,
          )?.scripts,
        })),
    { from: startedAt, to: endedAt },
  );
  const bytes = (await stat(await file.path())).size;
  return { ms, fetchedMs: lastAnswer - started, longTasks, bytes };
}

/**
 * The same pages fetched from the page alone, with as many requests in flight, each body read and
 * nothing done with it; a busy server's 503 is asked again after its Retry-After, as the export does.
 */
async function fetchOnly(page: Page, urls: string[], token: string): Promise<number> {
  return page.evaluate(
    async ({ urls, token, lanes }) => {
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          while (next < urls.length) {
            const url = urls[next++] as string;
            for (;;) {
              const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
              await answer.arrayBuffer();
              if (answer.ok) break;
              const pause = Number(answer.headers.get('retry-after'));
              if (answer.status !== 503 || !pause) throw new Error(`${answer.status} from ${url}`);
              await new Promise((resolve) => setTimeout(resolve, pause * 1000));
            }
          }
        }),
      );
      return performance.now() - started;
    },
    { urls, token, lanes: EXPORT_CONCURRENCY },
  );
}

async function newContext(browser: Browser, base: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: base,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
}

/** Runs the export benchmark against a server that serves the built app at `baseUrl`. */
export async function benchExport(baseUrl: string, through: string): Promise<void> {
  const base = baseUrl.replace(/\/$/, '');
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  const { days, bounds, count } = await rangeOfOrders(base, token, dayjs.utc(through));
  const search = Object.entries(bounds)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
  const reportUrl = `${base}/sales-order?${search}`;
  console.log(
    `sales orders of store ${STORE_ID}, last ${days} days of the data: ${count.toLocaleString('en-US')} orders; ` +
      `${EXPORT_PAGE_SIZE} per page, ${EXPORT_CONCURRENCY} in flight, ${RUNS} runs after a warm-up (medians)`,
  );

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  let heap: Awaited<ReturnType<typeof watchWorkerHeap>> | undefined;
  try {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    heap = await watchWorkerHeap(context, page);
    await page.addInitScript(WATCH_LONG_TASKS);
    await signIn(page, base);
    const pageToken = await page.evaluate(() => localStorage.getItem('token'));
    const urls: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('isExport=true')) urls.push(request.url());
    });

    const warmUp = await exportOnce(page, reportUrl);
    const pages = [...new Set(urls)];
    console.log(`warm-up export: ${seconds(warmUp.ms)}, ${pages.length} pages, file ${mb(warmUp.bytes)}`);
    const exports: ExportRun[] = [];
    const floors: number[] = [];
    const peaks: number[] = [];
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      floors.push(await fetchOnly(page, pages, pageToken ?? token));
      heap.reset();
      exports.push(await exportOnce(page, reportUrl));
      peaks.push(heap.read().peak);
      samples.push(heap.read().samples);
    }
    await heap.stop();
    await context.close();

    const exportMs = median(exports.map((run) => run.ms));
    const floorMs = median(floors);
    const ratio = exportMs / floorMs;
    const longTasks = exports.flatMap((run) => run.longTasks);
    const longest = longTasks.reduce<LongTask | null>(
      (worst, task) => (worst && worst.duration >= task.duration ? worst : task),
      null,
    );
    const peak = Math.max(...peaks);
    const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
    console.log(
      `fetch every page alone (floor): ${seconds(floorMs)}   runs: ${floors.map(seconds).join(', ')}`,
    );
    console.log(
      `export to XLSX (click → download): ${seconds(exportMs)} = ${ratio.toFixed(2)}× the floor ` +
        `(target ≤ ${TARGETS.ratio}×: ${verdict(ratio <= TARGETS.ratio)})   runs: ${exports.map((run) => seconds(run.ms)).join(', ')}`,
    );
    console.log(
      `  of which pages read (click → last answer) ${seconds(median(exports.map((run) => run.fetchedMs)))}, ` +
        `file written after the last answer ${seconds(median(exports.map((run) => run.ms - run.fetchedMs)))}`,
    );
    console.log(
      `main-thread long tasks during the exports: ${longTasks.length} over ${LONG_TASK_MS} ms` +
        `${longest ? `, longest ${longest.duration.toFixed(0)} ms (${longest.scripts || 'no script named'})` : ''} (target none: ${verdict(longTasks.length === 0)})`,
    );
    console.log(
      peak > 0
        ? `export worker's peak JS heap: ${mb(peak)} (${samples.join(' + ')} samples; target ≤ ${TARGETS.heapMb} MB: ${verdict(peak / 1e6 <= TARGETS.heapMb)}); file ${mb(exports[0]?.bytes ?? 0)}`
        : 'export worker heap: not measured (the worker target could not be attached over CDP)',
    );
  } finally {
    await heap?.stop();
    await browser.close();
  }
}
