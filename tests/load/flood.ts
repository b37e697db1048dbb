/**
 * A sign-in flood: attackers on many loopback addresses (127.0.0.2, 127.0.0.3, …) send sign-ins with
 * made-up usernames as fast as they are answered, while genuine users sign in now and then from
 * addresses of their own. Goal: ≥ 95 % of the genuine sign-ins succeed, each within 1 s.
 */
import http from 'node:http';
import { describeProbe, type Goal, ms, p99Of, startProbe } from './common';

export interface FloodOptions {
  attackers: number;
  seconds: number;
}

/** One attacker: its own address and connection, one request after the other until `until`. */
async function attack(base: string, address: string, until: number, statuses: Map<string, number>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let n = 0;
  while (Date.now() < until) {
    const body = JSON.stringify({ username: `nobody-${address}-${n++}`, password: 'guess' });
    await new Promise<void>((resolve) => {
      const request = http.request(
        `${base}/api/login`,
        {
          method: 'POST',
          agent,
          localAddress: address,
          timeout: 5000,
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          count(String(response.statusCode));
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error: Error & { code?: string }) => {
        count(error.code ?? error.message);
        resolve();
      });
      request.end(body);
    });
  }
  agent.destroy();
}

export async function flood(base: string, { attackers, seconds }: FloodOptions): Promise<Goal[]> {
  console.log(
    `\n== sign-in flood: ${attackers} attackers on 127.0.0.2–127.0.0.${attackers + 1} with made-up usernames, ${seconds} s ==`,
  );
  const genuine = [
    { username: 'demo', address: '127.0.1.1' },
    { username: 'staff', address: '127.0.1.2' },
  ].map(({ username, address }) => ({
    username,
    probe: startProbe({
      url: `${base}/api/login`,
      method: 'POST',
      body: JSON.stringify({ username, password: username }),
      localAddress: address,
      everyMs: 400,
    }),
  }));
  const statuses = new Map<string, number>();
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: attackers }, (_, i) => attack(base, `127.0.0.${i + 2}`, until, statuses)),
  );
  const results = await Promise.all(
    genuine.map(async ({ username, probe }) => ({ username, result: await probe.stop() })),
  );
  console.log(
    `attackers       ${[...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} ×${n}`)
      .join(', ')}`,
  );
  let sent = 0;
  let succeeded = 0;
  let worstP99 = 0;
  for (const { username, result } of results) {
    console.log(describeProbe(`sign-in ${username}`, result));
    sent += result.times.length;
    succeeded += result.statuses['200'] ?? 0;
    worstP99 = Math.max(worstP99, p99Of(result));
  }
  const share = (100 * succeeded) / Math.max(1, sent);
  return [
    [
      `genuine sign-ins succeed ≥ 95 % during the flood (${share.toFixed(1)} %, ${succeeded} of ${sent})`,
      share >= 95,
    ],
    [`genuine sign-ins p99 ≤ 1000 ms during the flood (${ms(worstP99)})`, worstP99 <= 1000],
  ];
}
