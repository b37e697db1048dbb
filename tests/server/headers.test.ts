/** Security and cache headers, compression and methods, on the app's pages, its assets and the API. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../server/http/compress';
import { startTestServer, type TestServer } from './harness';

let folder: string;
let server: TestServer;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'pos-headers-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(
    path.join(folder, 'index.html'),
    '<!doctype html><title>POS reporting</title><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>',
  );
  const asset = path.join(folder, 'assets', 'app-1234.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  await writeFile(`${asset}.gz`, gzipSync(script));
  await writeFile(`${asset}.map`, '{"version":3}');
  server = await startTestServer({
    demoOrders: 1500,
    now: new Date('2026-03-15T12:00:00Z'),
    deps: {
      staticDir: folder,
      security: { connectOrigins: ['https://reports.example.com'], trustProxy: true },
    },
  });
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toMatch(
    /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

const APP_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; connect-src 'self' https://reports.example.com; " +
  "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; manifest-src 'self'; " +
  "object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

describe('security headers', () => {
  it('on the app shell: a strict CSP with the configured API origins, revalidated', async () => {
    for (const page of ['/', '/dashboard?mode=WEEK']) {
      const response = await server.app.request(page);
      expect(response.status).toBe(200);
      expectCommonHeaders(response);
      expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('on /assets/*: the same, cached for good', async () => {
    const response = await server.app.request('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('on /api/*: nothing may load or frame it; data private, sign-in and health never stored', async () => {
    const data = await server.get('/api/settings/v0/stores/1/outlets');
    expect(data.status).toBe(200);
    expectCommonHeaders(data);
    expect(data.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers.get('cache-control')).toBe('private, no-cache');
    const signIn = await server.login('demo', 'demo');
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    const refused = await server.login('demo', 'wrong', 'other');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await server.app.request('/api/health')).headers.get('cache-control')).toBe('no-store');
    const missing = await server.app.request('/api/none');
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing);
  });

  it('sends HSTS only when the proxy says the request came over HTTPS', async () => {
    const https = await server.app.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const http = await server.app.request('/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('static files', () => {
  it('serves the precompressed copy the client accepts, with Vary: Accept-Encoding', async () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, null],
    ];
    for (const [accept, encoding] of cases) {
      const response = await server.app.request('/assets/app-1234.js', {
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      const bytes = Buffer.from(await response.arrayBuffer());
      const text =
        encoding === 'br'
          ? brotliDecompressSync(bytes).toString()
          : encoding === 'gzip'
            ? gunzipSync(bytes).toString()
            : bytes.toString();
      expect(text).toBe(script);
    }
  });

  it('does not serve source maps, the compressed copies by name, or a missing asset as the shell', async () => {
    for (const hidden of ['/assets/app-1234.js.map', '/assets/app-1234.js.br', '/assets/app-1234.js.gz']) {
      const response = await server.app.request(hidden);
      expect(response.status, hidden).toBe(404);
    }
    const missing = await server.app.request('/assets/gone-0000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
  });
});

describe('JSON compression', () => {
  const bigReport =
    '/api/reports/v1/stores/1/orders?limit=1000&createdAtMin=2025-01-01&createdAtMax=2026-03-15';

  async function getWith(url: string, acceptEncoding?: string) {
    return server.app.request(url, {
      headers: {
        authorization: `Bearer ${await server.tokenFor('demo')}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  }

  it('compresses a large answer with brotli or gzip as accepted, and leaves it plain otherwise', async () => {
    const plain = await getWith(bigReport);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(50_000);

    const br = await getWith(bigReport, 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length / 5);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    // The same answer but for the instant each was produced.
    const answered = (json: string) => ({ ...JSON.parse(json), generatedAt: undefined });
    expect(answered(brotliDecompressSync(brBytes).toString())).toEqual(answered(text));

    const gz = await getWith(bigReport, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(answered(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(answered(text));

    const refused = await getWith(bigReport, 'br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('leaves small answers alone', async () => {
    const response = await server.app.request('/api/health', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reads q-values in Accept-Encoding', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('methods', () => {
  it('answers 405 with Allow for a method a known path does not take, before authentication', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/settings/v0/stores/1/outlets', 'GET, HEAD'],
      ['PUT', '/api/reports/v0/stores/1/sale-summary', 'GET, HEAD'],
      ['GET', '/api/login', 'POST'],
      ['GET', '/api/logout', 'POST'],
      ['POST', '/api/health', 'GET, HEAD'],
      ['POST', '/dashboard', 'GET, HEAD'],
      ['OPTIONS', '/', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await server.app.request(url, { method });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(((await response.json()) as { message: string }).message).toContain(method);
    }
  });

  it('keeps 404 for paths the API does not know, whatever the method', async () => {
    expect((await server.app.request('/api/nothing', { method: 'POST' })).status).toBe(404);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await server.app.request('/api/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
  });
});
