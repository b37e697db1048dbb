import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { createTokenService } from '../../server/auth/tokens';
import { DuckDatabase } from '../../server/db/duckdb';
import { TEST_SECRET } from './harness';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  screenshots: Array<{ src: string; sizes: string; type: string; form_factor: string; label: string }>;
}

const PUBLIC = path.resolve(import.meta.dirname, '../../public');

/** Width and height from a PNG's header. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

let db: DuckDatabase;
const appWith = (trustProxy: boolean) =>
  createApp({
    db,
    tokens: createTokenService(TEST_SECRET, 60),
    loginLimiter: new FailureRateLimiter(10, 60_000),
    clientAddress: () => 'test',
    security: { trustProxy },
    log: () => {},
  });
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await DuckDatabase.open(':memory:');
  app = appWith(false);
});
afterAll(async () => {
  await db.close();
});

async function manifestFor(host: string, headers: Record<string, string> = {}, target = app) {
  const response = await target.request('/manifest.webmanifest', { headers: { host, ...headers } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/manifest+json');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return (await response.json()) as Manifest;
}

describe('GET /manifest.webmanifest', () => {
  it('describes the installable app: standalone, from the dashboard, with icons and screenshots', async () => {
    const manifest = await manifestFor('localhost:4173');
    expect(manifest).toMatchObject({
      name: 'CReport',
      short_name: 'CReport',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['wide', 'narrow']);
    for (const shot of manifest.screenshots) expect(shot.label.length).toBeGreaterThan(0);
  });

  it('gives the white-label host its own name, colours, icons and screenshots', async () => {
    for (const host of [
      'reports.retailpartner.example',
      'retailpartner.localhost:4173',
      'RetailPartner.localhost',
    ]) {
      const manifest = await manifestFor(host);
      expect(manifest.name, host).toBe('RetailPartner Reports');
      expect(manifest.short_name).toBe('RetailPartner');
      expect(manifest.theme_color).toBe('#0f766e');
      for (const image of [...manifest.icons, ...manifest.screenshots])
        expect(image.src).toMatch(/^\/white-label\/retailpartner-/);
    }
  });

  it('names only files that exist, as PNGs of the sizes it states', async () => {
    for (const host of ['localhost', 'reports.retailpartner.example']) {
      const manifest = await manifestFor(host);
      for (const image of [...manifest.icons, ...manifest.screenshots]) {
        expect(image.type).toBe('image/png');
        expect(pngSize(path.join(PUBLIC, image.src)), image.src).toBe(image.sizes);
      }
    }
  });

  it('reads a forwarded host only behind a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-host': 'reports.retailpartner.example' };
    expect((await manifestFor('internal:8080', forwarded)).name).toBe('CReport');
    expect((await manifestFor('internal:8080', forwarded, appWith(true))).name).toBe('RetailPartner Reports');
  });

  it('answers HEAD, and no other method with the manifest', async () => {
    expect((await app.request('/manifest.webmanifest', { method: 'HEAD' })).status).toBe(200);
    expect((await app.request('/manifest.webmanifest', { method: 'POST' })).status).not.toBe(200);
  });
});
