import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { createTokenService } from '../../server/auth/tokens';
import { DuckDatabase } from '../../server/db/duckdb';
import { TEST_SECRET } from './harness';

const SHELL = '<!doctype html><title>POS reporting</title><div id="root"></div>';
let folder: string;
let db: DuckDatabase;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pos-static-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(path.join(folder, 'index.html'), SHELL);
  await writeFile(path.join(folder, 'index.html.br'), brotliCompressSync(SHELL));
  await writeFile(path.join(folder, 'index.html.gz'), gzipSync(SHELL));
  await writeFile(path.join(folder, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(folder, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  db = await DuckDatabase.open(':memory:');
  app = createApp({
    db,
    tokens: createTokenService(TEST_SECRET, 60),
    loginLimiter: new FailureRateLimiter(10, 60_000),
    clientAddress: () => 'test',
    staticDir: folder,
    log: () => {},
  });
});
afterAll(async () => {
  await db.close();
  await rm(folder, { recursive: true, force: true });
});

describe('serving the built app from the same origin', () => {
  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client routes and unknown pages with the app shell, which shows its own 404', async () => {
    for (const route of ['/', '/dashboard', '/total-revenue?mode=WEEK', '/no-such-page']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("answers every client route with the build's compressed shell, as it answers /", async () => {
    for (const route of ['/', '/login', '/dashboard', '/total-revenue?mode=WEEK', '/no-such-page']) {
      const br = await app.request(route, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding'), route).toBe('br');
      expect(br.headers.get('vary'), route).toContain('Accept-Encoding');
      expect(br.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString(), route).toBe(SHELL);
      const gzip = await app.request(route, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding'), route).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString(), route).toBe(SHELL);
      const plain = await app.request(route);
      expect(plain.headers.get('content-encoding'), route).toBeNull();
      expect(await plain.text(), route).toBe(SHELL);
    }
  });

  it('keeps unknown API paths as JSON 404s, not the app shell', async () => {
    const response = await app.request('/api/no-such-service/v0/things');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
