/** Load shedding: bounded report work with a short queue, health ahead of it, sign-in ceilings. */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import type { Database } from '../../server/db/database';
import { Gate } from '../../server/http/gate';
import { listen, nodeRequestInfo } from '../../server/http/listen';
import { startTestServer, type TestServer } from './harness';

describe('Gate', () => {
  it('admits up to its concurrency, queues in order, refuses past the queue at once', async () => {
    const gate = new Gate({ concurrency: 2, queue: 2, maxWaitMs: 10_000 });
    const a = await gate.enter();
    const b = await gate.enter();
    expect(a && b).toBeTruthy();
    const order: string[] = [];
    const c = gate.enter().then((release) => {
      order.push('c');
      return release;
    });
    const d = gate.enter().then((release) => {
      order.push('d');
      return release;
    });
    expect(await gate.enter()).toBeUndefined();
    expect(gate.stats()).toEqual({ running: 2, waiting: 2, shed: 1 });
    a?.();
    a?.(); // releasing twice frees one slot only
    const cRelease = await c;
    expect(order).toEqual(['c']);
    b?.();
    const dRelease = await d;
    expect(order).toEqual(['c', 'd']);
    cRelease?.();
    dRelease?.();
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses a waiter after the longest wait, or when its client goes away', async () => {
    const gate = new Gate({ concurrency: 1, queue: 5, maxWaitMs: 30 });
    const held = await gate.enter();
    const started = Date.now();
    expect(await gate.enter()).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const abort = new AbortController();
    const waiting = gate.enter(abort.signal);
    abort.abort();
    expect(await waiting).toBeUndefined();
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 0, shed: 2 });
    held?.();
    expect(gate.stats().running).toBe(0);
  });
});

describe('report load shedding', () => {
  let server: TestServer;
  let holding = false;
  const held: (() => void)[] = [];
  const gate = new Gate({ concurrency: 1, queue: 1, maxWaitMs: 10_000 });

  /** Holds back report queries (those on the order facts) while `holding` is set. */
  function holdReports(db: Database): Database {
    return {
      engine: db.engine,
      all: async (sql, params) => {
        // Report queries read the per-row tables (rf_) or the rollups (ro_, rp_, rl_).
        if (holding && /\br[folp]_|\borders\b/.test(sql)) {
          await new Promise<void>((resolve) => held.push(resolve));
        }
        return db.all(sql, params);
      },
      run: (sql, params) => db.run(sql, params),
      transaction: (work) => db.transaction(work),
      close: () => db.close(),
    };
  }

  async function until(check: () => boolean) {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check()).toBe(true);
  }

  beforeAll(async () => {
    server = await startTestServer({ demoOrders: 300, wrapDb: holdReports, deps: { reportGate: gate } });
  });
  afterAll(async () => {
    holding = false;
    for (const release of held.splice(0)) release();
    await server.close();
  });

  const report = (n: number) =>
    `/api/reports/v0/stores/1/sale-summary?createdAtMin=2025-01-0${n}&createdAtMax=2025-02-01`;

  it('answers 503 with Retry-After at once past the queue, while health and settings stay open', async () => {
    expect((await server.get(report(1))).status).toBe(200);
    holding = true;
    const running = server.get(report(2));
    await until(() => held.length > 0);
    const queued = server.get(report(3));
    await until(() => gate.stats().waiting === 1);

    const started = performance.now();
    const shed = await server.get(report(4));
    expect(shed.status).toBe(503);
    // One running and one waiting, each about as long as the first report took: a second or so.
    expect(shed.headers.get('retry-after')).toBe(String(gate.retryAfterSeconds()));
    expect(Number(shed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    expect(((await shed.json()) as { message: string }).message).toMatch(/busy/);
    const health = await server.app.request('/api/health');
    expect(health.status).toBe(200);
    expect((await server.get('/api/settings/v0/stores/1/outlets')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);

    holding = false;
    for (const release of held.splice(0)) release();
    expect((await running).status).toBe(200);
    expect((await queued).status).toBe(200);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe('failed sign-ins per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      demoOrders: 50,
      deps: { addressLimiter: new FailureRateLimiter(5, 60_000) },
    });
  });
  afterAll(() => server.close());

  it('refuses an address that failed too often across usernames, even with a right password', async () => {
    for (const username of ['alice', 'bob', 'carol', 'dave', 'erin']) {
      expect((await server.login(username, 'guess', '10.1.1.1')).status).toBe(401);
    }
    const limited = await server.login('demo', 'demo', '10.1.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.login('demo', 'demo', '10.1.1.2')).status).toBe(200);
  });
});

describe('refusal before routing', () => {
  let server: TestServer;
  let http: Server;
  let base: string;
  let closed: Gate;
  beforeAll(async () => {
    closed = new Gate({ concurrency: 0, queue: 0, maxWaitMs: 1 });
    server = await startTestServer({ demoOrders: 50, deps: { reportGate: closed } });
    const { app } = server;
    http = listen((request, env) => app.refuseIfBusy(nodeRequestInfo(env)) ?? app.fetch(request, env), {
      port: 0,
      host: '127.0.0.1',
      requestTimeoutMs: 5000,
    });
    await new Promise<void>((resolve) => http.once('listening', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
    await server.close();
  });

  it('answers the requests of a full gate over HTTP with a whole 503, and the rest as usual', async () => {
    const busy = await fetch(`${base}/api/reports/v0/stores/1/sale-summary?x=1`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(closed.retryAfterSeconds()));
    expect(busy.headers.get('x-content-type-options')).toBe('nosniff');
    expect(busy.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(busy.headers.get('cache-control')).toBe('private, no-cache');
    expect(((await busy.json()) as { message: string }).message).toMatch(/busy/);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const settings = await fetch(`${base}/api/settings/v0/stores/1/outlets`, {
      headers: { authorization: `Bearer ${await server.tokenFor('demo')}` },
    });
    expect(settings.status).toBe(200);
  });

  it("exports queue apart: with the screens' reports refused, an export is answered", async () => {
    const authorization = `Bearer ${await server.tokenFor('demo')}`;
    const range = 'createdAtMin=2025-01-01&createdAtMax=2025-01-31&limit=100';
    const screen = await fetch(`${base}/api/reports/v1/stores/1/orders?${range}`, {
      headers: { authorization },
    });
    expect(screen.status).toBe(503);
    const exported = await fetch(`${base}/api/reports/v1/stores/1/orders?${range}&isExport=true`, {
      headers: { authorization },
    });
    expect(exported.status).toBe(200);
  });
});
