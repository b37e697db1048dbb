/**
 * `npm run load`: starts the real server on a temporary data folder with moderate demo data and runs
 * three scenarios against it, each printing its figures and goals (exit code 1 if one is missed):
 * - mix: 200 clients for 30 s over the app's everyday traffic (`mix.ts`);
 * - flood: 32 attackers on as many loopback addresses flooding sign-in with made-up usernames while
 *   genuine users sign in (`flood.ts`);
 * - heavy: 50 clients of year-long reports and 14 exporting clients while health and a sign-in are
 *   timed (`heavy.ts`).
 *
 * Options: LOAD_SCENARIOS (mix,flood,heavy), LOAD_CONNECTIONS (200), LOAD_DURATION seconds of each
 * scenario (30, at most 300), LOAD_ORDERS (100000), LOAD_HEAVY_REPORTS (50) and LOAD_HEAVY_EXPORTS (14)
 * clients of the heavy scenario, LOAD_RATE requests/s per mix client (0: each
 * sends its next request as soon as the last is answered), LOAD_URL=http://127.0.0.1:4173 drives a
 * server already running instead (loopback only; the flood needs a fresh one: it locks addresses),
 * LOAD_KEEP=1 keeps the temporary data folder.
 */
import { waitForReports } from '../waitForReports';
import {
  type Goal,
  loopbackBase,
  type StartedServer,
  signIn,
  startServer,
  stopServer,
  waitForHealth,
} from './common';
import { flood } from './flood';
import { heavy } from './heavy';
import { mix, type Session } from './mix';

const SCENARIOS = (process.env.LOAD_SCENARIOS ?? 'mix,flood,heavy').split(',').map((name) => name.trim());
const DURATION = Math.min(300, Number(process.env.LOAD_DURATION ?? 30));
const ORDERS = Number(process.env.LOAD_ORDERS ?? 100_000);
const KNOWN = ['mix', 'flood', 'heavy'];

async function main() {
  const unknown = SCENARIOS.filter((name) => !KNOWN.includes(name));
  if (unknown.length)
    throw new Error(`LOAD_SCENARIOS: unknown ${unknown.join(', ')} (known: ${KNOWN.join(', ')})`);
  let started: StartedServer | undefined;
  try {
    if (process.env.LOAD_URL) console.log(`driving the server at ${process.env.LOAD_URL}`);
    else started = await startServer(ORDERS);
    const base = process.env.LOAD_URL ? loopbackBase(process.env.LOAD_URL) : (started?.base as string);
    await waitForHealth(base, started?.child, 60);
    // A server just started builds its report tables first (reports refused 503 meanwhile).
    await waitForReports(base);

    // Real tokens, several per user, as many devices would hold.
    const sessions: Session[] = [];
    for (let i = 0; i < 6; i++)
      sessions.push({ userId: 1, stores: [1, 2, 3, 4, 5, 6], token: await signIn(base, 'demo') });
    for (let i = 0; i < 3; i++)
      sessions.push({ userId: 2, stores: [2, 3], token: await signIn(base, 'staff') });

    const goals: Goal[] = [];
    for (const scenario of SCENARIOS) {
      if (scenario === 'mix')
        goals.push(
          ...(await mix(base, sessions, {
            connections: Number(process.env.LOAD_CONNECTIONS ?? 200),
            seconds: DURATION,
            rate: Number(process.env.LOAD_RATE ?? 0),
          })),
        );
      if (scenario === 'flood')
        goals.push(...(await flood(base, { attackers: 32, seconds: Math.min(DURATION, 20) })));
      if (scenario === 'heavy')
        goals.push(
          ...(await heavy(base, {
            reports: Number(process.env.LOAD_HEAVY_REPORTS ?? 50),
            exports: Number(process.env.LOAD_HEAVY_EXPORTS ?? 14),
            seconds: DURATION,
            token: sessions[0]?.token ?? '',
          })),
        );
    }
    console.log('\ngoals');
    for (const [label, ok] of goals) console.log(`  ${ok ? 'met' : 'MISSED'}: ${label}`);
    process.exitCode = goals.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    if (started) await stopServer(started, process.env.LOAD_KEEP === '1');
  }
}

await main();
