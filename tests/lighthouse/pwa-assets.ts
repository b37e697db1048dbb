/**
 * `npx tsx tests/lighthouse/pwa-assets.ts`: draws the web app manifest's icons (192, 512 and a maskable
 * 512, per brand) from the brands' marks, and takes its screenshots (wide and narrow, per brand) of the
 * built app served by the real server, into public/. Run it after a visible change of the dashboard,
 * then `vite build`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { SCREENSHOT_SIZES } from '../../server/http/manifest';
import { CHROMIUM, ROOT, startServer } from './server';

interface Brand {
  /** Output file names without `-192.png` etc. */
  icon: string;
  screenshot: string;
  host: string | null;
  /** The mark on a transparent background, and on a full square whose middle 80 % is the safe zone. */
  any: string;
  maskable: string;
}

const DEFAULT_BARS = `
  <rect x="8" y="20" width="5" height="10" rx="1" fill="#fff"/>
  <rect x="15.5" y="12" width="5" height="18" rx="1" fill="#fff"/>
  <rect x="23" y="7" width="5" height="23" rx="1" fill="#fff"/>`;
const RETAILPARTNER_LINE = `
  <path d="M11 26 L17 17 L22 22 L29 12" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;

const BRANDS: Brand[] = [
  {
    icon: 'public/icons/icon',
    screenshot: 'public/screenshots/',
    host: null,
    any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#1d4ed8"/>${DEFAULT_BARS}</svg>`,
    maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="#1d4ed8"/><g transform="translate(18 18.5) scale(0.7) translate(-18 -18.5)">${DEFAULT_BARS}</g></svg>`,
  },
  {
    icon: 'public/white-label/retailpartner-icon',
    screenshot: 'public/white-label/retailpartner-screenshot-',
    host: 'retailpartner.localhost',
    any: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#0f766e"/>${RETAILPARTNER_LINE}</svg>`,
    maskable: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0f766e"/><g transform="translate(20 19) scale(0.85) translate(-20 -19)">${RETAILPARTNER_LINE}</g></svg>`,
  },
];

async function drawIcon(browser: Browser, svg: string, size: number, file: string) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
  );
  await page.screenshot({ path: path.join(ROOT, file), omitBackground: true });
  await page.close();
}

async function screenshot(browser: Browser, origin: string, form: 'wide' | 'narrow', file: string) {
  const [width, height] = SCREENSHOT_SIZES[form].split('x').map(Number) as [number, number];
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile: form === 'narrow',
    hasTouch: form === 'narrow',
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
  // The last seven whole days: every figure has a day before it to compare with.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`${origin}/dashboard?createdAtMin=${day(7)}T00:00:00&createdAtMax=${day(1)}T23:59:59`);
  await page.locator('.metric-card').nth(9).waitFor();
  // Charts draw lazily and animate in.
  await page.waitForTimeout(3000);
  await page.screenshot({ path: path.join(ROOT, file) });
  await context.close();
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  for (const brand of BRANDS) {
    await mkdir(path.dirname(path.join(ROOT, brand.icon)), { recursive: true });
    await mkdir(path.dirname(path.join(ROOT, brand.screenshot)), { recursive: true });
    await drawIcon(browser, brand.any, 192, `${brand.icon}-192.png`);
    await drawIcon(browser, brand.any, 512, `${brand.icon}-512.png`);
    await drawIcon(browser, brand.maskable, 512, `${brand.icon}-maskable-512.png`);
    const origin = brand.host ? `http://${brand.host}:${server.port}` : server.origin;
    for (const form of ['wide', 'narrow'] as const)
      await screenshot(browser, origin, form, `${brand.screenshot}${form}.png`);
    console.log(`${brand.icon}-*.png, ${brand.screenshot}*.png`);
  }
} finally {
  await browser.close();
  await server.stop();
}
