import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { loadSigningSecret } from '../../server/auth/tokens';
import { readConfig } from '../../server/config';

const folders: string[] = [];
async function tempFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), 'pos-config-'));
  folders.push(folder);
  return folder;
}
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('server configuration', () => {
  it('has working defaults and reads the environment', () => {
    expect(readConfig({})).toMatchObject({ port: 4173, demoOrders: 200_000, jwtSecret: undefined });
    expect(readConfig({ PORT: '0', DEMO_ORDERS: '500', DATA_DIR: '/tmp/x' })).toMatchObject({
      port: 0,
      demoOrders: 500,
      dataDir: '/tmp/x',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ API_ORIGINS: 'https://api.example.com/path' })).toThrow(/API_ORIGINS/);
    expect(() => readConfig({ REPORT_CONCURRENCY: '0' })).toThrow(/REPORT_CONCURRENCY/);
  });

  it('reads the proxy, HTTPS, API origin and load settings', () => {
    expect(readConfig({})).toMatchObject({
      trustProxy: false,
      https: false,
      apiOrigins: [],
      reportConcurrency: 2,
      reportQueue: 8,
      requestTimeoutMs: 15_000,
    });
    expect(
      readConfig({
        TRUST_PROXY: 'true',
        HTTPS: '1',
        API_ORIGINS: 'https://api.example.com, http://localhost:8080',
        REPORT_CONCURRENCY: '3',
      }),
    ).toMatchObject({
      trustProxy: true,
      https: true,
      apiOrigins: ['https://api.example.com', 'http://localhost:8080'],
      reportConcurrency: 3,
    });
  });

  it('takes the API origins from the app build settings when not given', () => {
    const config = readConfig({
      VITE_REPORTS_API_URL: 'https://reports.example.com/api/reports',
      VITE_SETTINGS_API_URL: 'https://reports.example.com/api/settings',
      VITE_LOGIN_URL: 'https://auth.example.com/login',
      VITE_CATALOG_API_URL: '/api/catalog',
    });
    expect(config.apiOrigins).toEqual(['https://reports.example.com', 'https://auth.example.com']);
  });
});

describe('signing secret', () => {
  it('is generated once per data folder, kept private, and differs between folders', async () => {
    const first = await tempFolder();
    const a = await loadSigningSecret(first, undefined);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(await loadSigningSecret(first, undefined))).toEqual(Buffer.from(a));
    expect((await readFile(path.join(first, 'jwt-secret'), 'utf8')).trim()).toBe(
      Buffer.from(a).toString('base64'),
    );
    const second = await loadSigningSecret(await tempFolder(), undefined);
    expect(Buffer.from(second)).not.toEqual(Buffer.from(a));
  });

  it('uses JWT_SECRET when it is set', async () => {
    const secret = 'x'.repeat(40);
    expect(new TextDecoder().decode(await loadSigningSecret(await tempFolder(), secret))).toBe(secret);
  });
});

describe('failure rate limiter', () => {
  it('blocks at the limit within the window and frees the key once the window has passed', () => {
    let now = 0;
    const limiter = new FailureRateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('k')).toBe(false);
      limiter.recordFailure('k');
      now += 1000;
    }
    expect(limiter.isBlocked('k')).toBe(true);
    expect(limiter.isBlocked('other')).toBe(false);
    expect(limiter.retryAfterSeconds('k')).toBe(57);
    now = 60_001;
    expect(limiter.isBlocked('k')).toBe(false);
  });
});
