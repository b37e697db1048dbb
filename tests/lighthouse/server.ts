import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForReports } from '../waitForReports';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM = '/usr/bin/chromium';

export interface RunningServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The real server (`server/main.ts`) serving the built app in `staticDir` (default `dist/`), over a
 * temporary data folder with a small demo dataset; the folder is removed on stop.
 */
export async function startServer({
  demoOrders = 2000,
  staticDir = path.join(ROOT, 'dist'),
} = {}): Promise<RunningServer> {
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`${staticDir} has no built app`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pos-lighthouse-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_ORDERS: String(demoOrders),
        STATIC_DIR: staticDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode}`);
    }
    const listening = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false, // Not listening yet.
    );
    if (listening) {
      // Its report tables are built first (reports refused 503 meanwhile): measured once it answers.
      await waitForReports(origin).catch(async (error: unknown) => {
        await stop();
        throw error;
      });
      return { origin, port, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not start within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
