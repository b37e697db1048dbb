/**
 * The browser part of `npm run bench`: drives Chromium against the real server serving the built app
 * and prints
 * - the JavaScript /login loads until its sign-in form is visible and the JavaScript a cold
 *   /dashboard loads (navigation to its first figure, then the lazily loaded chunks until the network
 *   is quiet), each body gzipped in Node at level 9;
 * - the time from navigation to the dashboard's first figure, cold (HTTP cache, Cache Storage and
 *   service workers cleared after signing in) and warm (the next navigation in the same context).
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

function median(values: number[]): number {
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
 * as `performance.now()`, which counts from the document's navigation start.
 */
function watchFirstFigure() {
  const check = () => {
    if (window.__benchFirstFigure !== undefined) return true;
    for (const element of document.querySelectorAll('.metric-card__value')) {
      if (!element.textContent?.trim()) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      window.__benchFirstFigure = performance.now();
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Navigates to the dashboard and returns the ms from navigation start to its first figure. */
async function loadDashboard(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__benchFirstFigure, undefined, {
    timeout: FIGURE_TIMEOUT_MS,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
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

/** Empties the HTTP cache, Cache Storage and service workers, keeping the session in local storage. */
async function forgetCaches(context: BrowserContext, page: Page, base: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'cache_storage,service_workers',
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

interface Run {
  cold: number;
  warm: number;
}

/** One context: sign in through the form, forget the caches, load the dashboard cold, then warm. */
async function dashboardRun(browser: Browser, base: string, record: boolean) {
  const context = await newContext(browser, base);
  try {
    const page = await context.newPage();
    const network = trackNetwork(page);
    await page.addInitScript(watchFirstFigure);
    await signIn(page, network, base);
    await forgetCaches(context, page, base);
    const recorder = recordScripts(page);
    recorder.recording = record;
    const cold = await loadDashboard(page, base);
    const atFigure = recorder.requests.length;
    await networkQuiet(network);
    recorder.recording = false;
    const scripts = record
      ? { byFigure: await sizes(recorder.requests.slice(0, atFigure)), lazy: await sizes(recorder.requests) }
      : undefined;
    const warm = await loadDashboard(page, base);
    await networkQuiet(network);
    return { run: { cold, warm } satisfies Run, scripts };
  } finally {
    await context.close();
  }
}

function printScripts(page: string, scripts: ScriptSize[], goal: number, note: string) {
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const verdict = gzip / 1000 <= goal ? 'met' : 'MISSED';
  console.log(
    `${page.padEnd(12)} ${String(scripts.length).padStart(3)} scripts  ${kb(gzip).padStart(7)} kB gzip` +
      `  (${kb(raw)} kB raw)  goal ≤ ${goal} kB: ${verdict}${note}`,
  );
  const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  console.log(`${''.padEnd(12)} largest: ${largest.map((s) => `${s.name} ${kb(s.gzip)} kB`).join(', ')}`);
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
    let dashboard: { byFigure: ScriptSize[]; lazy: ScriptSize[] } | undefined;
    for (let i = 0; i < RUNS; i++) {
      const { run, scripts } = await dashboardRun(browser, base, i === 0);
      runs.push(run);
      dashboard ??= scripts;
    }
    if (!dashboard) throw new Error('no dashboard run');

    console.log('\nJavaScript fetched (each body gzipped in Node, level 9; kB = 1000 bytes)');
    const later = login.later.length
      ? `\n${''.padEnd(12)} then ${login.later.length} more once the network is quiet (${kb(login.later.reduce((sum, s) => sum + s.gzip, 0))} kB gzip, not counted)`
      : '';
    printScripts('/login', login.scripts, GOALS.login, later);
    const afterFigure = dashboard.lazy.length - dashboard.byFigure.length;
    const loginUrls = new Set(login.scripts.map((s) => s.url));
    const beyondLogin = dashboard.lazy.filter((s) => !loginUrls.has(s.url));
    printScripts(
      '/dashboard',
      dashboard.lazy,
      GOALS.dashboard,
      `\n${''.padEnd(12)} ${dashboard.byFigure.length} by the first figure (${kb(dashboard.byFigure.reduce((sum, s) => sum + s.gzip, 0))} kB), ` +
        `${afterFigure} lazily after it; ${beyondLogin.length} not loaded by /login ` +
        `(${kb(beyondLogin.reduce((sum, s) => sum + s.gzip, 0))} kB)`,
    );

    console.log(
      `\nnavigation → first dashboard figure (signed in as demo), median of ${RUNS} fresh contexts, ms`,
    );
    for (const kind of ['cold', 'warm'] as const) {
      const times = runs.map((r) => r[kind]);
      const label = kind === 'cold' ? 'cold (empty HTTP cache)' : 'warm (next navigation)';
      console.log(
        `${label.padEnd(24)} ${median(times).toFixed(0).padStart(6)}   runs: ${times.map((t) => t.toFixed(0)).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
}
