/**
 * `npm run lighthouse`: Lighthouse (mobile) over `/login`, the signed-in dashboard and a report (total
 * revenue over the last 365 days, by day) of the built app
 * served by the real server, with the runs, Chromium flags and assertions of `lighthouserc.json`.
 *
 * The dashboard needs a session, and Lighthouse CI signs in only through puppeteer: instead, Chromium
 * is started here with a debugging port, Playwright signs in through it, and Lighthouse audits in the
 * same browser profile, whose local storage then holds the session. Each run starts cold: sign-in runs
 * with Lighthouse's storage reset, dashboard runs keep local storage (the session) but not the service
 * worker, its caches nor IndexedDB.
 *
 * Prints every run's scores, the median run's metrics and the gzip size of the JavaScript /login loads
 * (the median run's full report goes to .lighthouseci/<page>.report.json);
 * exits 1 when an "error" assertion fails on the median run, or on any run for an assertion whose
 * `aggregationMethod` is "pessimistic" ("warn" ones only print). Assertions are
 * those of every page plus the `assertMatrix` rows whose pattern matches the page's path.
 * `vite build` first when dist/ is missing. LIGHTHOUSE_RUNS overrides the number of runs;
 * LIGHTHOUSE_ONLY=login|dashboard|report audits one page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { yearByDaySearch } from '../bench/mainThread';
import { CHROMIUM, freePort, ROOT, startServer } from './server';

type Level = 'error' | 'warn' | 'off';
/** A category's least score, an audit's greatest value, or (resource-summary:<type>:size) the most bytes. */
type Assertions = Record<
  string,
  [Level, { minScore?: number; maxNumericValue?: number; aggregationMethod?: string }]
>;
interface RcFile {
  ci: {
    collect: { numberOfRuns: number; chromePath?: string; settings: { chromeFlags: string } };
    assert: {
      /** For every page. */
      assertions: Assertions;
      /** For the pages whose URL matches, on top (as Lighthouse CI's assertMatrix). */
      assertMatrix?: Array<{ matchingUrlPattern: string; assertions: Assertions }>;
    };
  };
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

async function readRc(): Promise<RcFile['ci']> {
  return (JSON.parse(await readFile(path.join(ROOT, 'lighthouserc.json'), 'utf8')) as RcFile).ci;
}

async function ensureBuild(): Promise<void> {
  const index = path.join(ROOT, 'dist/index.html');
  const built = await stat(index).catch(() => null);
  if (built) {
    console.log(`auditing dist/ as built at ${built.mtime.toISOString()}`);
    return;
  }
  console.log('dist/ is missing: vite build');
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (${code})`);
}

/** Chromium with the configured flags and a debugging port, in a fresh profile. */
async function launchChromium(chromePath: string, flags: string) {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'pos-lighthouse-profile-'));
  const child: ChildProcess = spawn(
    chromePath,
    [
      ...flags.split(/\s+/).filter(Boolean),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its debugging port');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Signs in as demo in the browser's default profile, then drops what would make the next load warm.
 * Playwright stays connected only meanwhile: attached, it keeps Lighthouse's tab from painting.
 */
async function signInCold(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await signInWith(browser, origin);
  } finally {
    await browser.close();
  }
}

async function signInWith(browser: Browser, origin: string): Promise<void> {
  const context = browser.contexts()[0];
  if (!context) throw new Error('no browser context');
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`);
    if (!(await page.evaluate(() => localStorage.getItem('token')))) {
      await page.getByLabel('Username').fill('demo');
      await page.getByLabel('Password').fill('demo');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
      await page.locator('.metric-card').first().waitFor({ timeout: 30_000 });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'cache_storage,service_workers,indexeddb',
    });
    await cdp.detach();
  } finally {
    await page.close();
  }
}

/** What the largest contentful paint was. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? null;
const pct = (value: number | null) => (value === null ? '  –' : String(Math.round(value * 100)).padStart(3));

/** The run of median performance, as Lighthouse CI's "median-run" takes it. */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] as Result;
}

/** Scripts the page loaded, each fetched here and gzipped at level 9. */
async function scriptGzip(lhr: Result): Promise<{ count: number; bytes: number }> {
  const details = lhr.audits['network-requests']?.details as {
    items?: Array<{ url: string; resourceType?: string }>;
  };
  const urls = [
    ...new Set((details?.items ?? []).filter((item) => item.resourceType === 'Script').map((i) => i.url)),
  ];
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return { count: urls.length, bytes };
}

/** Lighthouse now and then fails to record a load (NO_NAVSTART, NO_FCP): such a run is made again. */
const ATTEMPTS = 3;

async function auditOnce(
  origin: string,
  page: { name: string; path: string; search?: string; signedIn: boolean },
  port: number,
): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    if (page.signedIn) await signInCold(port, origin);
    const result = await lighthouse(
      `${origin}${page.path}${page.search ?? ''}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: page.signedIn,
        // Neither is scored; both take seconds on a busy machine.
        skipAudits: ['bf-cache'],
        disableFullPageScreenshot: true,
      },
      undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      if (attempt >= ATTEMPTS) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      console.log(`  ${page.name.padEnd(10)} run failed (${lhr.runtimeError.code}), again`);
      continue;
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: not the page to audit`);
    return lhr;
  }
}

/**
 * Lighthouse simulates a phone as 4× the host's CPU time, which matches a mid-range phone on a host
 * whose benchmark index is 1500-2000 (Lighthouse's docs/throttling.md); the same page scores far lower
 * on a slower or busier host, so each median line says how powerful the host was.
 */
function hostPower(lhr: Result): string {
  const index = Math.round(lhr.environment.benchmarkIndex);
  const bracket =
    index < 1500 ? ', slower than 4× is made for' : index > 2000 ? ', faster than 4× is made for' : '';
  return `host benchmark index ${index}${bracket}`;
}

/** The assertions of a page: those of every page, then those of the matrix rows its path matches. */
function assertionsFor(rc: RcFile['ci'], pagePath: string): Assertions {
  const rows = (rc.assert.assertMatrix ?? []).filter((row) =>
    new RegExp(row.matchingUrlPattern).test(pagePath),
  );
  return Object.assign({}, rc.assert.assertions, ...rows.map((row) => row.assertions));
}

/** What an assertion key measures on a run: a category's score, an audit's value, or a resource type's bytes. */
function measure(lhr: Result, key: string): number | null {
  if (key.startsWith('categories:')) return score(lhr, key.slice('categories:'.length));
  const resource = /^resource-summary:([\w-]+):size$/.exec(key);
  if (resource) {
    const items = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> })
      ?.items;
    const item = items?.find((candidate) => candidate.resourceType === resource[1]);
    return typeof item?.transferSize === 'number' ? item.transferSize : null;
  }
  return lhr.audits[key]?.numericValue ?? null;
}

/** The run that measures worst on an assertion's key: the lowest score, or the highest value. */
function worstRun(runs: Result[], key: string, options: { minScore?: number }): Result {
  const value = (lhr: Result) => measure(lhr, key) ?? Number.NaN;
  const worse = (a: Result, b: Result) =>
    options.minScore !== undefined ? value(a) < value(b) : value(a) > value(b);
  return runs.reduce((worst, run) => (worse(run, worst) ? run : worst));
}

function meets(measured: number, options: { minScore?: number; maxNumericValue?: number }): boolean {
  if (options.minScore !== undefined && measured < options.minScore) return false;
  return options.maxNumericValue === undefined || measured <= options.maxNumericValue;
}

const rc = await readRc();
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? rc.collect.numberOfRuns);
await ensureBuild();
const started = performance.now();
// A copy of the build: another build into dist/ meanwhile cannot change what is audited.
const snapshot = await mkdtemp(path.join(tmpdir(), 'pos-lighthouse-dist-'));
await cp(path.join(ROOT, 'dist'), snapshot, { recursive: true });
const server = await startServer({ staticDir: snapshot });
const chrome = await launchChromium(rc.collect.chromePath ?? CHROMIUM, rc.collect.settings.chromeFlags);
let failed = false;
try {
  const pages = [
    { name: 'login', path: '/login', signedIn: false },
    { name: 'dashboard', path: '/dashboard', signedIn: true },
    { name: 'report', path: '/total-revenue', search: yearByDaySearch(), signedIn: true },
  ].filter((page) => !process.env.LIGHTHOUSE_ONLY || page.name === process.env.LIGHTHOUSE_ONLY);
  console.log(`Lighthouse ${runs}× mobile per page; scores: performance accessibility best-practices seo`);
  for (const page of pages) {
    const results: Result[] = [];
    for (let run = 1; run <= runs; run++) {
      const runStarted = performance.now();
      const lhr = await auditOnce(server.origin, page, chrome.port);
      results.push(lhr);
      const seconds = ((performance.now() - runStarted) / 1000).toFixed(0);
      const scores = CATEGORIES.map((c) => pct(score(lhr, c))).join(' ');
      const timing = (['TBT', 'LCP'] as const).map(
        (label) => `${label} ${lhr.audits[METRICS[label]]?.displayValue ?? '–'}`,
      );
      console.log(`  ${page.name.padEnd(10)} run ${run}: ${scores}  (${timing.join(', ')}; ${seconds} s)`);
    }
    const median = medianRun(results);
    // The median run's full report, for a look at what the scores hide.
    const reportDir = path.join(ROOT, '.lighthouseci');
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, `${page.name}.report.json`), JSON.stringify(median));
    const observed = (median.audits.metrics?.details as { items?: Array<Record<string, number>> })
      ?.items?.[0];
    const metrics = [
      ...Object.entries(METRICS).map(([label, id]) => `${label} ${median.audits[id]?.displayValue ?? '–'}`),
      `observed FCP ${Math.round(observed?.observedFirstContentfulPaint ?? 0)} ms`,
      `LCP ${Math.round(observed?.observedLargestContentfulPaint ?? 0)} ms`,
      hostPower(median),
    ].join(', ');
    console.log(
      `  ${page.name.padEnd(10)} median: ${CATEGORIES.map((c) => pct(score(median, c))).join(' ')}  (${metrics})`,
    );
    if (page.name === 'login') {
      const js = await scriptGzip(median);
      console.log(
        `  login JavaScript: ${js.count} scripts, ${(js.bytes / 1000).toFixed(1)} kB gzip (goal ≤ 120 kB)`,
      );
    }
    // The worst run against each limit, judged or not: whether every run, not only the median, holds.
    const worst = Object.entries(assertionsFor(rc, page.path))
      .filter(([, [level]]) => level !== 'off')
      .map(([key, [, options]]) => {
        const value = measure(worstRun(results, key, options), key);
        const shown =
          value === null ? '–' : key.startsWith('categories:') ? pct(value) : String(Math.round(value));
        return `${key.replace(/^categories:/, '')} ${shown}${value !== null && !meets(value, options) ? ' (misses its limit)' : ''}`;
      });
    console.log(`  ${page.name.padEnd(10)} worst of ${results.length} runs: ${worst.join(', ')}`);
    for (const [key, [level, options]] of Object.entries(assertionsFor(rc, page.path))) {
      // "pessimistic": every run must meet it (the worst run is judged); else the median run is.
      const everyRun = options.aggregationMethod === 'pessimistic';
      const judged = everyRun ? worstRun(results, key, options) : median;
      const measured = measure(judged, key);
      if (level === 'off' || measured === null || meets(measured, options)) continue;
      const limit =
        options.minScore !== undefined ? `< ${pct(options.minScore)}` : `> ${options.maxNumericValue}`;
      const shown = key.startsWith('categories:') ? pct(measured) : String(Math.round(measured));
      if (level === 'error') failed = true;
      const which = everyRun ? `worst of ${results.length} runs` : 'median run';
      console.log(`  ${level}: ${page.path} ${key.replace(/^categories:/, '')} ${shown} ${limit} (${which})`);
      if (!key.startsWith('categories:')) continue;
      // Name what cost the points.
      const category = key.replace(/^categories:/, '');
      for (const ref of median.categories[category]?.auditRefs ?? []) {
        const audit = median.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
          console.log(`    ${ref.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
      if (category === 'performance') console.log(`    largest contentful paint: ${lcpElement(median)}`);
    }
  }
} finally {
  await chrome.stop();
  await server.stop();
  await rm(snapshot, { recursive: true, force: true });
}
console.log(
  `lighthouse: ${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
