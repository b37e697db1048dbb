/**
 * The app's everyday traffic: many clients over a realistic mix of sign-ins, settings reads and
 * reports (with real tokens), while a probe times /api/health. Goals: no errors other than
 * deliberate 503s, /api/health worst ≤ 100 ms, p99 of admitted requests ≤ 2 s.
 */
import { setPriority } from 'node:os';
import autocannon from 'autocannon';
import { describeProbe, type Goal, ms, percentile, startProbe } from './common';

const HEALTH_EVERY_MS = 20;
const GOALS = { healthWorstMs: 100, admittedP99Ms: 2000 };

export interface MixOptions {
  connections: number;
  seconds: number;
  /** Requests per second each client sends at most; 0 sends the next as soon as the last is answered. */
  rate: number;
}

export type Kind = 'report' | 'settings' | 'sign-in';
export interface Session {
  userId: number;
  stores: number[];
  token: string;
}
interface Planned {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: string;
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** What the app asks for: dashboard and report screens mostly, their settings, now and then a sign-in. */
function requestMix(): [number, (s: Session, store: number) => Planned][] {
  const report = (version: string, name: string, query: string) => (s: Session, store: number) => ({
    kind: 'report' as const,
    method: 'GET' as const,
    path: `/api/reports/${version}/stores/${store}/${name}?${query}`,
    token: s.token,
  });
  const settings = (pathOf: (s: Session, store: number) => string) => (s: Session, store: number) => ({
    kind: 'settings' as const,
    method: 'GET' as const,
    path: pathOf(s, store),
    token: s.token,
  });
  const last = (days: number) => `createdAtMin=${day(days - 1)}&createdAtMax=${day(0)}`;
  return [
    [10, report('v0', 'sale-summary', `${last(5)}&mode=DATE&limit=1000&compare=day`)],
    [5, report('v0', 'payment-methods', `${last(5)}&mode=YEAR&limit=1000`)],
    [5, report('v0', 'outlet-revenue', `${last(5)}&limit=1000`)],
    [6, report('v0', 'product-sold', `${last(30)}&limit=20&sortBy=totalPrice&sortDirection=desc`)],
    [6, report('v0', 'sale-summary', `${last(90)}&mode=WEEK&limit=1000&compare=previous`)],
    [4, report('v0', 'sale-summary', `${last(365)}&mode=MONTH&limit=1000`)],
    [6, report('v1', 'orders', `${last(30)}&limit=50&page=${1 + Math.floor(Math.random() * 5)}`)],
    [3, report('v0', 'total-revenues', `${last(5)}&limit=20`)],
    [3, report('v0', 'salesman', `${last(30)}&limit=20`)],
    [3, report('v0', 'categories', `${last(30)}&limit=100`)],
    [2, report('v0', 'global-report', `${last(30)}&groupBy=store&limit=100`)],
    [2, report('v1', 'tipping-summary', `orderCreatedAtMin=${day(29)}&orderCreatedAtMax=${day(0)}`)],
    [2, report('v0', 'order-status', `${last(30)}&limit=20`)],
    [5, settings((_, store) => `/api/settings/v0/stores/${store}/outlets`)],
    [3, settings((_, store) => `/api/general/v0/stores/${store}/config?viewCode=default`)],
    [3, settings((s) => `/api/settings/v0/stores?customerId=${s.userId}`)],
    [3, settings((s) => `/api/general/v0/users/${s.userId}/stores`)],
    [
      3,
      settings(
        (_, store) => `/api/settings/v0/stores/${store}/currency-rates?storeId=${store}&page=1&limit=100`,
      ),
    ],
    [
      2,
      settings((_, store) => `/api/settings/v0/stores/${store}/currencies?storeId=${store}&page=1&limit=100`),
    ],
    [2, settings((_, store) => `/api/settings/v0/stores/${store}/setting/sales-order?storeId=${store}`)],
    [
      2,
      settings(
        (_, store) => `/api/catalog/v0/stores/${store}/categories/filter?page=1&limit=30&filterBy=all`,
      ),
    ],
    [2, settings((_, store) => `/api/catalog/v0/stores/${store}/catalogs?page=1&limit=50`)],
    [
      2,
      (s) => ({
        kind: 'sign-in',
        method: 'POST',
        path: '/api/login',
        body: JSON.stringify(
          s.userId === 1 ? { username: 'demo', password: 'demo' } : { username: 'staff', password: 'staff' },
        ),
      }),
    ],
  ];
}

function planner(sessions: Session[]) {
  const entries = requestMix();
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  return (): Planned => {
    const session = sessions[Math.floor(Math.random() * sessions.length)] as Session;
    const store = session.stores[Math.floor(Math.random() * session.stores.length)] as number;
    let ticket = Math.random() * total;
    for (const [weight, make] of entries) {
      ticket -= weight;
      if (ticket < 0) return make(session, store);
    }
    return (entries[0] as (typeof entries)[number])[1](session, store);
  };
}

export async function mix(base: string, sessions: Session[], options: MixOptions): Promise<Goal[]> {
  const CONNECTIONS = options.connections;
  const DURATION = options.seconds;
  const RATE = options.rate;
  // Warm up: the first report waits for the report tables; each report's statements get prepared.
  const warmStarted = performance.now();
  const plan = planner(sessions);
  for (let i = 0; i < 60; i++) {
    const planned = plan();
    await fetch(`${base}${planned.path}`, {
      method: planned.method,
      headers: {
        ...(planned.token ? { authorization: `Bearer ${planned.token}` } : {}),
        'content-type': 'application/json',
      },
      ...(planned.body ? { body: planned.body } : {}),
    }).then((response) => response.arrayBuffer());
  }
  console.log(`warmed up in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`);

  const pace = RATE > 0 ? `, each at most ${RATE} requests/s` : ', each sending as soon as answered';
  console.log(`\n${CONNECTIONS} connections for ${DURATION} s${pace}, against ${base} …`);
  const latencies: Record<Kind | 'admitted', number[]> = {
    report: [],
    settings: [],
    'sign-in': [],
    admitted: [],
  };
  const statuses = new Map<string, number>();
  const prober = startProbe({ url: `${base}/api/health`, everyMs: HEALTH_EVERY_MS });
  // The clients yield the CPU to the server and the prober (which run at normal priority), as they
  // would from another machine; only this thread is lowered, the prober's was made before.
  try {
    setPriority(10);
  } catch {
    // Not allowed here: the figures then include the clients' share of the CPU.
  }
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    ...(RATE > 0 ? { connectionRate: RATE } : {}),
    requests: [
      {
        setupRequest: (request, context) => {
          const planned = plan();
          context.kind = planned.kind;
          context.sentAt = performance.now();
          return {
            // Host and the rest of the connection's defaults are kept.
            ...request,
            method: planned.method,
            path: planned.path,
            headers: {
              'accept-encoding': 'gzip, br',
              ...(planned.token ? { authorization: `Bearer ${planned.token}` } : {}),
              ...(planned.body ? { 'content-type': 'application/json' } : {}),
            },
            body: planned.body,
          };
        },
        onResponse: (status, _body, context) => {
          const elapsed = performance.now() - (context.sentAt as number);
          const kind = context.kind as Kind;
          statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1);
          if (status !== 503) {
            latencies[kind].push(elapsed);
            latencies.admitted.push(elapsed);
          }
        },
      },
    ],
  });
  const errorKinds = new Map<string, number>();
  instance.on('reqError', (error: Error & { code?: string }) => {
    const kind = error.code ?? error.message;
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  });
  const result = await instance;
  const health = await prober.stop();

  for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
  const healthSorted = [...health.times].sort((a, b) => a - b);
  const healthWorst = healthSorted.at(-1) ?? Number.NaN;
  const counted = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const unexpected = [...statuses].filter(([key]) => !/ (2\d\d|503)$/.test(key));
  const unexpectedCount = unexpected.reduce((sum, [, n]) => sum + n, 0) + result.errors;
  const shed = [...statuses].filter(([key]) => key.endsWith(' 503')).reduce((sum, [, n]) => sum + n, 0);
  const admittedP99 = percentile(latencies.admitted, 99);

  console.log(`\n== load: ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s ==`);
  console.log(`requests/s      ${result.requests.average.toFixed(0)} (${counted} answers)`);
  console.log(
    `latency, all    p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
  );
  console.log(
    `admitted (≠503) p50 ${ms(percentile(latencies.admitted, 50))}, p99 ${ms(admittedP99)}, max ${ms(latencies.admitted.at(-1) ?? Number.NaN)} (${latencies.admitted.length})`,
  );
  for (const kind of ['report', 'settings', 'sign-in'] as const)
    console.log(
      `  ${kind.padEnd(13)} p50 ${ms(percentile(latencies[kind], 50))}, p99 ${ms(percentile(latencies[kind], 99))} (${latencies[kind].length} admitted)`,
    );
  console.log(`shed (503)      ${shed} (${((100 * shed) / Math.max(1, counted)).toFixed(1)} %)`);
  console.log(
    `status counts   ${[...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ')}`,
  );
  console.log(
    `errors          ${result.errors} (timeouts ${result.timeouts})${[...errorKinds].map(([kind, n]) => `, ${kind} ×${n}`).join('')}`,
  );
  console.log(describeProbe('/api/health', health));
  const goals: Goal[] = [
    [`no errors besides deliberate 503s (${unexpectedCount})`, unexpectedCount === 0],
    [
      `/api/health worst ≤ ${GOALS.healthWorstMs} ms (${ms(healthWorst)})`,
      healthWorst <= GOALS.healthWorstMs && health.failures === 0,
    ],
    [
      `p99 of admitted requests ≤ ${GOALS.admittedP99Ms} ms (${ms(admittedP99)})`,
      admittedP99 <= GOALS.admittedP99Ms,
    ],
  ];
  if (unexpected.length)
    console.log(`unexpected answers: ${unexpected.map(([key, n]) => `${key} ×${n}`).join(', ')}`);
  return goals;
}
