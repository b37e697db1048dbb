/**
 * The browser part of `npm run bench`: drives Chromium against the real server serving the built app
 * and prints
 * - the JavaScript /login loads until its sign-in form is visible and the JavaScript a cold
 *   /dashboard loads (navigation to its first figure, then the lazily loaded chunks until the network
 *   is quiet), each body gzipped in Node at level 9;
 * - the time from navigation to the dashboard's first figure, cold (after signing in through the form,
 *   the HTTP cache, service workers, Cache Storage and IndexedDB are cleared: a first visit but for
 *   the session in local storage) and warm (the next navigation in the same context, once a service
 *   worker the page registered is active: HTTP cache, precache and saved answers in place).
 * Options: BENCH_APP_RUNS (default 5) contexts, each giving one cold and one warm load.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from '@playwright/test';

const RUNS = Number(process.env.BENCH_APP_RUNS ?? 5);
export const CHROMIUM = '/usr/bin/chromium';
/** Goals for the gzip size of each page's JavaScript, in kB (1000 bytes, as Vite prints). */
const GOALS = { login: 120, dashboard: 300 };
const FIGURE_TIMEOUT_MS = 60_000;
const QUIET_MS = 500;

declare global {
  interface Window {
    /** `performance.now()` (ms since navigation start) when the first figure showed. */
    __benchFirstFigure?: number;
  }
}

interface ScriptSize {
  url: string;
  name: string;
  bytes: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function isScript(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return request.resourceType() === 'script' || /\.m?js$/.test(pathname);
}

/** Records the script requests a page makes (modulepreloads included) while `recording` is on. */
function recordScripts(page: Page) {
  const requests: Request[] = [];
  const recorder = { recording: true, requests };
  page.on('request', (request) => {
    if (recorder.recording && isScript(request)) requests.push(request);
  });
  return recorder;
}

/** Each distinct script's decoded body, gzipped here at level 9. */
async function sizes(requests: Request[]): Promise<ScriptSize[]> {
  const byUrl = new Map<string, ScriptSize>();
  for (const request of requests) {
    const url = request.url();
    if (byUrl.has(url)) continue;
    const response = await request.response();
    if (!response) throw new Error(`no answer to ${url}`);
    if (!response.ok()) throw new Error(`${response.status()} from ${url}`);
    const body = await response.body();
    const name = new URL(url).pathname.split('/').at(-1) ?? url;
    byUrl.set(url, { url, name, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return [...byUrl.values()];
}

/** Counts the page's requests in flight from now on. */
function trackNetwork(page: Page) {
  const network = { inFlight: 0, lastChange: performance.now() };
  const ended = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
    network.lastChange = performance.now();
  };
  page.on('request', () => {
    network.inFlight++;
    network.lastChange = performance.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return network;
}

type Network = ReturnType<typeof trackNetwork>;

/** Resolves once no request of the page has been in flight for `quietMs` (or after `timeoutMs`). */
async function networkQuiet(network: Network, quietMs = QUIET_MS, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (network.inFlight === 0 && performance.now() - network.lastChange >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * In every document of the page: the moment the first `.metric-card__value` with text is visible,
 * as `performance.now()`, which counts from the document's navigation start. A string, not a
 * function: tsx would wrap the function's inner arrow functions in a `__name` helper the page lacks.
 */
const WATCH_FIRST_FIGURE = `(() => {
  function visibleFigure() {
    for (const element of document.querySelectorAll('.metric-card__value')) {
      if (!element.textContent || !element.textContent.trim()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      return true;
    }
    return false;
  }
  const observer = new MutationObserver(() => {
    if (window.__benchFirstFigure !== undefined || !visibleFigure()) return;
    window.__benchFirstFigure = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface Load {
  /** ms from navigation start to the first figure. */
  figure: number;
  /** ms from navigation start to the end of DOMContentLoaded (the entry's scripts have run). */
  contentLoaded: number;
  /** Script resources of the document, and how many of those a cache or a service worker answered. */
  scripts: number;
  cached: number;
}

/** Navigation timing and the document's script resources (a string, for the reason above). */
const LOAD_FIGURES = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname));
  return {
    figure: window.__benchFirstFigure,
    contentLoaded: navigation ? navigation.domContentLoadedEventEnd : NaN,
    scripts: scripts.length,
    cached: scripts.filter((entry) => entry.transferSize === 0 || entry.workerStart > 0).length,
  };
})()`;

/** Navigates to the dashboard; resolves once its first figure shows and the network is quiet. */
async function loadDashboard(page: Page, network: Network, base: string, atFigure = () => {}): Promise<Load> {
  await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchFirstFigure !== undefined, undefined, {
    timeout: FIGURE_TIMEOUT_MS,
    polling: 50,
  });
  atFigure();
  await networkQuiet(network);
  return (await page.evaluate(LOAD_FIGURES)) as Load;
}

async function newContext(browser: Browser, base: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: base, locale: 'en-US', viewport: { width: 1280, height: 800 } });
}

async function signIn(page: Page, network: Network, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForFunction(() => window.__benchFirstFigure !== undefined, undefined, {
    timeout: FIGURE_TIMEOUT_MS,
  });
  await networkQuiet(network);
}

/**
 * Empties the HTTP cache and unregisters service workers, and deletes Cache Storage and IndexedDB
 * (the answers the app saves for offline reading), keeping the session in local storage.
 */
async function forgetCaches(context: BrowserContext, page: Page, base: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'cache_storage,service_workers,indexeddb',
  });
  await cdp.detach();
}

async function loginScripts(browser: Browser, base: string) {
  const context = await newContext(browser, base);
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    const recorder = recordScripts(page);
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Username').waitFor({ state: 'visible' });
    await page.getByLabel('Password').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
    recorder.recording = false;
    const atForm = recorder.requests.length;
    recorder.recording = true;
    await networkQuiet(network);
    recorder.recording = false;
    return {
      scripts: await sizes(recorder.requests.slice(0, atForm)),
      later: await sizes(recorder.requests.slice(atForm)),
    };
  } finally {
    await context.close();
  }
}

/** Waits for the service worker the page registered (if any) to be active: `none`, `active` or `timeout`. */
const SERVICE_WORKER_ACTIVE = `(async () => {
  if (!('serviceWorker' in navigator)) return 'none';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'none';
  const deadline = Date.now() + 15000;
  while (Date.now() < deadline) {
    const active = registration.active;
    if (active && active.state === 'activated' && !registration.installing) return 'active';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'timeout';
})()`;

type WorkerState = 'none' | 'active' | 'timeout';

interface Run {
  cold: Load;
  warm: Load;
  /** The same context with the network cut: the page reloads from the service worker and IndexedDB. */
  offline: Load;
}

/** One context: sign in through the form, forget the caches, load the dashboard cold, then warm. */
async function dashboardRun(browser: Browser, base: string, record: boolean) {
  const context = await newContext(browser, base);
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    await page.addInitScript(WATCH_FIRST_FIGURE);
    await signIn(page, network, base);
    await forgetCaches(context, page, base);
    const recorder = recordScripts(page);
    recorder.recording = record;
    let atFigure = 0;
    const cold = await loadDashboard(page, network, base, () => {
      atFigure = recorder.requests.length;
    });
    recorder.recording = false;
    const scripts = record
      ? { byFigure: await sizes(recorder.requests.slice(0, atFigure)), all: await sizes(recorder.requests) }
      : undefined;
    const worker = (await page.evaluate(SERVICE_WORKER_ACTIVE)) as WorkerState;
    const warm = await loadDashboard(page, network, base);
    // Each answer is written to IndexedDB as it arrives: a moment for the last write to commit.
    await page.waitForTimeout(300);
    await context.setOffline(true);
    const offline = await loadDashboard(page, network, base);
    return { run: { cold, warm, offline } satisfies Run, scripts, worker };
  } finally {
    await context.close();
  }
}

const sum = (scripts: ScriptSize[]) => scripts.reduce((total, s) => total + s.gzip, 0);
const INDENT = ''.padEnd(12);

function printScripts(page: string, scripts: ScriptSize[], goal: number, notes: string[]) {
  const raw = scripts.reduce((total, s) => total + s.bytes, 0);
  const verdict = sum(scripts) / 1000 <= goal ? 'met' : 'MISSED';
  console.log(
    `${page.padEnd(12)} ${String(scripts.length).padStart(3)} scripts  ${kb(sum(scripts)).padStart(6)} kB gzip` +
      `  (${kb(raw)} kB raw)   goal ≤ ${goal} kB gzip: ${verdict}`,
  );
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  console.log(`${INDENT} largest: ${largest.map((s) => `${s.name} ${kb(s.gzip)} kB`).join(', ')}`);
  for (const note of notes) console.log(`${INDENT} ${note}`);
}

function printLoads(label: string, loads: Load[]) {
  const figures = loads.map((load) => load.figure);
  const cached = loads.reduce((total, load) => total + load.cached, 0);
  const scripts = loads.reduce((total, load) => total + load.scripts, 0);
  console.log(
    `${label.padEnd(24)} ${median(figures).toFixed(0).padStart(6)} ${median(
      loads.map((load) => load.contentLoaded),
    )
      .toFixed(0)
      .padStart(9)}   ${`${cached}/${scripts}`.padStart(8)}   ${figures.map((t) => t.toFixed(0)).join(', ')}`,
  );
}

/** Runs the browser benchmark against a server that serves the built app at `baseUrl`. */
export async function benchApp(baseUrl: string): Promise<void> {
  const base = baseUrl.replace(/\/$/, '');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const login = await loginScripts(browser, base);
    const runs: Run[] = [];
    const workers = new Set<WorkerState>();
    let dashboard: { byFigure: ScriptSize[]; all: ScriptSize[] } | undefined;
    for (let i = 0; i < RUNS; i++) {
      const { run, scripts, worker } = await dashboardRun(browser, base, i === 0);
      runs.push(run);
      workers.add(worker);
      dashboard ??= scripts;
    }
    if (!dashboard) throw new Error('no dashboard run');

    console.log('JavaScript fetched, each body gzipped in Node at level 9 (kB = 1000 bytes)');
    printScripts(
      '/login',
      login.scripts,
      GOALS.login,
      login.later.length
        ? [
            `then ${login.later.length} more once the network is quiet (${kb(sum(login.later))} kB, not counted)`,
          ]
        : [],
    );
    const loginUrls = new Set(login.scripts.map((s) => s.url));
    const beyondLogin = dashboard.all.filter((s) => !loginUrls.has(s.url));
    printScripts('/dashboard', dashboard.all, GOALS.dashboard, [
      `${dashboard.byFigure.length} by the first figure (${kb(sum(dashboard.byFigure))} kB), ` +
        `${dashboard.all.length - dashboard.byFigure.length} lazily after it; ` +
        `${beyondLogin.length} not loaded by /login (${kb(sum(beyondLogin))} kB)`,
    ]);

    console.log(
      `\nnavigation → first dashboard figure, signed in as demo, ${RUNS} fresh contexts (medians, ms)`,
    );
    const worker = workers.has('active')
      ? `a service worker active before ${workers.size === 1 ? 'each' : 'some'}`
      : 'no service worker registered';
    const late = workers.has('timeout') ? '; a service worker did not activate in 15 s' : '';
    console.log('cold: caches, service workers and IndexedDB cleared after signing in (the session kept)');
    console.log(`warm: the next navigation in the same context (${worker}${late})`);
    console.log(
      `${''.padEnd(24)} ${'figure'.padStart(6)} ${'DOM ready'.padStart(9)}   ${'cache/SW'.padStart(8)}   figure per run`,
    );
    printLoads(
      'cold (empty HTTP cache)',
      runs.map((run) => run.cold),
    );
    printLoads(
      'warm (next navigation)',
      runs.map((run) => run.warm),
    );
    printLoads(
      'offline (cold reload)',
      runs.map((run) => run.offline),
    );
    const ratio = median(runs.map((run) => run.offline.figure)) / median(runs.map((run) => run.warm.figure));
    console.log(`offline cold reload ÷ online warm reload: ${ratio.toFixed(2)}× (goal ≤ 1.2×)`);
  } finally {
    await browser.close();
  }
}
