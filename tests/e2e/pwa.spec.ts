import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { startDeployment } from './deployment';
import { signInAsDemo } from './helpers';

// The service worker, its caches and the update flow, in the built app served by the real server.

test.use({ serviceWorkers: 'allow' });
// A first install downloads the whole app shell before the worker takes the page.
test.describe.configure({ timeout: 60_000 });

/** Opens a page and waits until the service worker controls it (a first install claims the page). */
async function openControlled(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 30_000,
    polling: 250,
  });
}

/** Every cache of the origin and the URLs it holds. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => request.url);
    }
    return result;
  });
}

async function tokenOf(page: Page, username: string): Promise<string> {
  const response = await page.request.post('/api/login', { data: { username, password: username } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A GET from the page (so through the service worker) with a bearer token. */
function fetchFromPage(page: Page, path: string, token: string | null) {
  return page.evaluate(
    async ({ path, token }) => {
      try {
        const response = await fetch(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    },
    { path, token },
  );
}

test('the service worker registers, controls the page and precaches the app shell', async ({ page }) => {
  await openControlled(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { scope: found?.scope, script: found?.active?.scriptURL };
  });
  expect(registration.script).toMatch(/\/sw\.js$/);
  expect(new URL(registration.scope ?? '').pathname).toBe('/');

  const shellScripts = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"]',
      ),
    ]
      .map((element) => ('src' in element && element.src ? element.src : (element as HTMLLinkElement).href))
      .filter((url) => url.includes('/assets/')),
  );
  expect(shellScripts.length).toBeGreaterThan(0);

  const contents = await cacheContents(page);
  const precacheName = Object.keys(contents).find((name) => name.startsWith('pos-precache-'));
  expect(precacheName, Object.keys(contents).join(', ')).toMatch(/-\d+\.\d+\.\d+-[0-9a-z]+$/);
  const precached = (contents[precacheName ?? ''] ?? []).map((url) => new URL(url).pathname);
  expect(precached).toContain('/index.html');
  expect(precached).toContain('/logo.svg');
  for (const script of shellScripts) expect(precached).toContain(new URL(script).pathname);
  expect(precached.some((path) => path.endsWith('.css'))).toBe(true);
  // Compressed copies, source maps and the worker itself are not part of the shell.
  expect(precached.filter((path) => /\.(br|gz|map)$|\/sw\.js$/.test(path))).toEqual([]);

  // Offline, any page of the app opens from the precached shell, which routes itself; files and the
  // API are not pages.
  await page.context().setOffline(true);
  try {
    const response = await page.goto('/no-such-page?from=offline');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.goto('/robots.txt')).rejects.toThrow();
    await expect(page.goto('/api/health')).rejects.toThrow();
  } finally {
    await page.context().setOffline(false);
  }
});

test('API answers are cached per user; sign-in and tokenless requests never are', async ({ page }) => {
  await openControlled(page);
  await signInAsDemo(page);
  const demoUser = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { id?: number }).id,
  );
  expect(demoUser).toBeGreaterThan(0);

  await expect
    .poll(async () => {
      const contents = await cacheContents(page);
      return Object.entries(contents)
        .filter(([name]) => name.startsWith('pos-data-'))
        .map(([name, urls]) => `${name.replace(/-[^-]+-[^-]+$/, '')}:${urls.length > 0}`)
        .sort();
    })
    .toEqual(['pos-data-reports:true', 'pos-data-settings:true']);
  const contents = await cacheContents(page);
  const dataUrls = Object.entries(contents)
    .filter(([name]) => name.startsWith('pos-data-'))
    .flatMap(([, urls]) => urls);
  for (const url of dataUrls) expect(new URL(url).searchParams.get('__user'), url).toBe(String(demoUser));
  const allUrls = Object.values(contents).flat();
  expect(allUrls.filter((url) => /\/api\/(login|logout|health)/.test(url))).toEqual([]);
  expect(Object.keys(contents).find((name) => name.startsWith('pos-data-settings-'))).toMatch(
    /^pos-data-settings-answers-v\d+$/,
  );

  // The first user's stores, then the same URL for a second user and with no token at all.
  const storesPath = `/api/general/v0/users/${demoUser}/stores`;
  const demoToken = await tokenOf(page, 'demo');
  const staffToken = await tokenOf(page, 'staff');
  const asDemo = await fetchFromPage(page, storesPath, demoToken);
  expect(asDemo.status).toBe(200);
  await expect
    .poll(async () => Object.values(await cacheContents(page)).flat())
    .toContainEqual(expect.stringContaining(`${storesPath}?__user=${demoUser}`));
  const asStaff = await fetchFromPage(page, storesPath, staffToken);
  expect(asStaff.status).not.toBe(200);
  expect(asStaff.body).not.toBe(asDemo.body);
  const anonymous = await fetchFromPage(page, storesPath, null);
  expect(anonymous.status).toBe(401);

  // Offline the first user still reads their answer; the second one gets nothing of it.
  await page.context().setOffline(true);
  try {
    expect((await fetchFromPage(page, storesPath, demoToken)).body).toBe(asDemo.body);
    const offlineStaff = await fetchFromPage(page, storesPath, staffToken);
    expect(offlineStaff.status).not.toBe(200);
    expect(offlineStaff.body).not.toContain(asDemo.body);
    expect((await fetchFromPage(page, storesPath, null)).status).toBe(0);
  } finally {
    await page.context().setOffline(false);
  }
});

test.describe('the update flow', () => {
  const reportPath = '/total-revenue?mode=WEEK';
  let deployment: Awaited<ReturnType<typeof startDeployment>>;
  let context: BrowserContext;
  let page: Page;

  test.beforeEach(async ({ browser, baseURL }) => {
    deployment = await startDeployment(baseURL ?? '');
    context = await browser.newContext({ baseURL: deployment.origin, serviceWorkers: 'allow' });
    page = await context.newPage();
    await openControlled(page);
    await signInAsDemo(page);
    await page.goto(reportPath);
    await expect(page).toHaveURL(/\/total-revenue\?.*mode=WEEK/);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // A mark that lives as long as this document does.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    deployment.deploy('next build');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  });

  test.afterEach(async () => {
    await context.close();
    await deployment.close();
  });

  test('a new worker is offered; "Reload" applies it on the same URL', async () => {
    const url = page.url();
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is ready.');
    await expect(page.getByRole('status').filter({ has: prompt })).toBeVisible();

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.evaluate(() => 'notReloaded' in window).catch(() => true)).toBe(false);
    expect(page.url()).toBe(url);
    await expect(prompt).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    await expect(page.getByTestId('header-store')).toHaveText('Seoul Flagship');
  });

  test('a message at the bottom never covers the offer, on a wide and on a narrow screen', async () => {
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    // A message of the kind shown at the bottom (a view saved or deleted), placed where the app puts them.
    await page.evaluate(() => {
      const toast = document.createElement('div');
      toast.className = 'toast toast--info';
      toast.setAttribute('data-testid', 'bottom-toast');
      toast.textContent =
        'View “Mondays” saved on this device: it will be sent when the server is reachable.';
      document.querySelector('.toasts--bottom')?.append(toast);
    });
    for (const width of [1280, 800, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const promptBox = await prompt.boundingBox();
      const toastBox = await page.getByTestId('bottom-toast').boundingBox();
      expect(promptBox && toastBox, `${width}`).toBeTruthy();
      if (!promptBox || !toastBox) return;
      expect(toastBox.y + toastBox.height, `${width}px wide`).toBeLessThanOrEqual(promptBox.y);
      await prompt.getByRole('button', { name: 'Later' }).click({ trial: true });
    }
  });

  test('"Later" hides the offer and changes nothing', async () => {
    const url = page.url();
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    // The new version still waits for a later start, and this page keeps its worker.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
    ).toBe('installed');
    await expect(page.getByTestId('header-store')).toHaveText('Seoul Flagship');
  });
});

test('the app is installable, on the default and the white-label host', async ({ baseURL }, testInfo) => {
  const profile = await mkdtemp(path.join(tmpdir(), 'pos-install-'));
  // Installability is only judged in a normal (non-incognito) profile.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
    locale: 'en-US',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const hostname of ['127.0.0.1', 'retailpartner.localhost']) {
      const url = new URL('/login', baseURL);
      url.hostname = hostname;
      await openControlled(page, url.href);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: Array<{ message: string }>;
      };
      expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
      expect(manifest.errors, hostname).toEqual([]);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          message: `installability errors on ${hostname}`,
        })
        .toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`installable-${hostname}.png`) });
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test.describe('white label', () => {
  test('the reseller host has its own manifest, illustration and a whole header logo', async ({
    page,
    baseURL,
  }) => {
    const url = new URL('/login', baseURL);
    url.hostname = 'retailpartner.localhost';
    await page.goto(url.href);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      const response = await fetch(link?.href ?? '');
      return (await response.json()) as {
        name: string;
        theme_color: string;
        icons: Array<{ src: string }>;
        screenshots: Array<{ src: string }>;
      };
    });
    expect(manifest.name).toBe('RetailPartner Reports');
    expect(manifest.theme_color).toBe('#0f766e');
    for (const { src } of [...manifest.icons, ...manifest.screenshots]) {
      const image = await page.request.get(new URL(src, baseURL).href);
      expect(image.headers()['content-type'], src).toBe('image/png');
    }
    // The default host's manifest is the product's own.
    const own = await page.request.get('/manifest.webmanifest');
    expect(((await own.json()) as { name: string }).name).toBe('CReport');

    // The sign-in illustration in the reseller's palette.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.login__image')).toHaveCSS(
      'background-image',
      /retailpartner-login-background\.svg/,
    );

    // The logo's name fits its drawing with the fonts of this machine.
    const logo = await page.evaluate(async () => {
      const response = await fetch('/white-label/retailpartner-logo.svg');
      const holder = document.createElement('div');
      holder.innerHTML = await response.text();
      document.body.append(holder);
      const svg = holder.querySelector('svg') as SVGSVGElement;
      const text = svg.querySelector('text') as SVGTextElement;
      const box = text.getBBox();
      const result = { right: box.x + box.width, width: svg.viewBox.baseVal.width, text: text.textContent };
      holder.remove();
      return result;
    });
    expect(logo.text).toBe('RetailPartner');
    expect(logo.right).toBeLessThanOrEqual(logo.width);

    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const headerLogo = page.locator('.header__logo');
    await expect(headerLogo).toHaveAttribute('src', '/white-label/retailpartner-logo.svg');
    // Drawn whole: once loaded, the image box keeps the drawing's proportions.
    await expect
      .poll(() =>
        headerLogo.evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalWidth > 0 ? image.width / image.height : 0,
        ),
      )
      .toBeCloseTo(logo.width / 40, 1);
  });
});
