/** What the load scenarios share: the server they drive, sign-in, probes timed on their own thread, figures. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { freePort } from '../lighthouse/server';

const ROOT = path.resolve(import.meta.dirname, '../..');

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const ms = (value: number) => `${Number.isFinite(value) ? value.toFixed(0) : '–'} ms`;

export type Goal = readonly [label: string, met: boolean];

/** Only this machine is ever loaded: a remote address is refused. */
export function loopbackBase(url: string): string {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(parsed.hostname))
    throw new Error(
      `LOAD_URL must be a loopback address (127.0.0.1, localhost, ::1), not ${parsed.hostname}`,
    );
  return parsed.origin;
}

export async function waitForHealth(base: string, child: ChildProcess | undefined, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not answer /api/health within ${seconds} s`);
}

export interface StartedServer {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

/** The real server (`server/main.ts`) on a free loopback port and a temporary data folder. */
export async function startServer(orders: number): Promise<StartedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pos-load-'));
  const port = await freePort();
  console.log(`starting the server on 127.0.0.1:${port} with ${orders} demo orders in ${dataDir}`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/load/serve.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_ORDERS: String(orders),
      STATIC_DIR: path.join(dataDir, 'no-app'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child, 600);
  return { base, child, dataDir };
}

export async function stopServer({ child, dataDir }: StartedServer, keep: boolean) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // A server that does not stop within 10 s is stopped for good.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(stuck);
  }
  if (keep) console.log(`kept ${dataDir}`);
  else await rm(dataDir, { recursive: true, force: true });
}

export async function signIn(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export interface ProbeOptions {
  url: string;
  method?: 'GET' | 'POST';
  /** A JSON body (sent with Content-Type: application/json). */
  body?: string;
  /** The loopback address the probe connects from (127.0.0.1 unless given). */
  localAddress?: string;
  /** The pause between one answer and the next request. */
  everyMs: number;
}

export interface ProbeResult {
  /** Each request's time to its whole answer, in order. */
  times: number[];
  statuses: Record<string, number>;
  failures: number;
}

/**
 * Sends one request at a time on its own thread and connection, so the load generator's work does
 * not skew its timings; stops when asked and gives every time and status.
 */
export function startProbe(options: ProbeOptions) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let running = true;
    const times = [];
    const statuses = {};
    let failures = 0;
    const count = (key) => { statuses[key] = (statuses[key] || 0) + 1; };
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        await new Promise((resolve) => {
          const request = http.request(workerData.url, {
            agent,
            method: workerData.method || 'GET',
            timeout: 5000,
            localAddress: workerData.localAddress,
            headers: workerData.body ? { 'content-type': 'application/json' } : {},
          }, (response) => {
            count(String(response.statusCode));
            response.resume();
            response.on('end', resolve);
          });
          request.on('timeout', () => request.destroy(new Error('timeout')));
          request.on('error', (error) => { failures++; count(error.code || error.message); resolve(); });
          request.end(workerData.body);
        });
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
      }
      agent.destroy();
      parentPort.postMessage({ times, statuses, failures });
    })();
    `,
    { eval: true, workerData: options },
  );
  return {
    stop: () =>
      new Promise<ProbeResult>((resolve) => {
        worker.once('message', (result: ProbeResult) => {
          void worker.terminate();
          resolve(result);
        });
        worker.postMessage('stop');
      }),
  };
}

/** p50, p99 and worst of a probe's times, with its statuses. */
export function describeProbe(name: string, result: ProbeResult): string {
  const sorted = [...result.times].sort((a, b) => a - b);
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
  return `${name.padEnd(15)} ${sorted.length} requests: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, worst ${ms(sorted.at(-1) ?? Number.NaN)} (${statuses})`;
}

export const p99Of = (result: ProbeResult) =>
  percentile(
    [...result.times].sort((a, b) => a - b),
    99,
  );
