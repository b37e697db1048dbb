import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/**
 * `npm run dev`: the API with reload on change and Vite's dev server with hot reload (which proxies
 * /api to the API), started together and stopped together.
 */
const apiPort = process.env.API_PORT ?? '4173';
// The app's view code the API runs (shared links, scheduled e-mails), built once before it starts.
spawnSync('npx', ['vite', 'build', '-c', 'vite.server.config.ts', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
