/**
 * Seeded fuzzing of every endpoint and parameter with malformed values: every answer must be a 2xx or
 * a 4xx, as JSON, and every 4xx must carry a `message`. FUZZ_SEED and FUZZ_REQUESTS change the run.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint, fillPath, type ParamKind } from './endpoints';
import { startTestServer, type TestServer } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
/** FUZZ_VERBOSE=1 prints the status counts and the slowest requests. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

/** Values that broke parsers somewhere once; sent raw or percent-encoded. */
const NASTY = [
  '',
  ' ',
  ',',
  ',,,',
  '-',
  '+',
  '.',
  '..',
  '../../etc/passwd',
  '%',
  '%ZZ',
  '%00',
  '%FF%FE',
  '%u0041',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀',
  '１２３',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '[]',
  '{}',
  '{"a":1}',
  "'; DROP TABLE orders; --",
  '" OR 1=1 --',
  '$1',
  '0x10',
  '1e3',
  '1e308',
  '-0',
  '0',
  '-1',
  '-2',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1,',
  ',1',
  '1,,2',
  '1;2',
  '1 2',
  '2026-02-30',
  '2026-13-01',
  '2026-01-01T25:61:61Z',
  '0000-00-00',
  '99999-01-01',
  '+05:37',
  '+99:99',
  'Z',
  'UTC',
  'a'.repeat(300),
  '9'.repeat(300),
  '1,'.repeat(1200),
  '<script>alert(1)</script>',
];

function plausible(kind: ParamKind, r: Random): string {
  switch (kind) {
    case 'id':
      return String(r.pick([1, 2, 3, 101, 2147483647]));
    case 'idOrNone':
      return String(r.pick([-1, 1, 101]));
    case 'idList':
      return r.pick(['-1', '1', '101,102', '1,2,3']);
    case 'int':
      return String(r.pick([1, 2, 10, 50, 100, 1000]));
    case 'date':
      return r.pick(['2026-01-01', '2025-12-31T23:59:59', '2026-03-01T00:00:00+05:30', '2026-02']);
    case 'offset':
      return r.pick(['+05:30', '-05:00', '+00:00', 'Z']);
    case 'bool':
      return r.pick(['true', 'false', '1', '0']);
    case 'choice':
      return r.pick(['DATE', 'WEEK', 'all', 'paid', 'outlet', 'store', 'ASC', 'child', 'online']);
    case 'textList':
      return r.pick(['completed', 'paid,refunded', 'simple', 'previous', 'day', 'date,totalRevenue']);
    case 'text':
      return r.pick(['a', 'coffee', 'totalPrice', 'default']);
  }
}

function garbage(r: Random): string {
  if (r.chance(0.7)) return r.pick(NASTY);
  const length = r.int(40);
  let text = '';
  for (let i = 0; i < length; i++)
    text += String.fromCharCode(r.chance(0.9) ? 32 + r.int(95) : r.int(0x3000));
  return text;
}

/** Raw when the value is already URL-safe (so `%ZZ` reaches the parser as is), else encoded. */
function urlPart(value: string, r: Random): string {
  if (/^[\w.~%,:+-]*$/.test(value) && r.chance(0.5)) return value;
  // A lone surrogate has no UTF-8 form: it is sent as the replacement character.
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
}

/** Header values travel as bytes: anything past Latin-1 is sent as `?`. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

function fuzzRequest(r: Random, tokens: { demo: string; staff: string; stray: string }): FuzzRequest {
  const endpoint: Endpoint = r.pick(ENDPOINTS);
  let path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    r.chance(0.3) ? urlPart(garbage(r), r) : fillPath(`:${name}`),
  );
  if (r.chance(0.03))
    path = r.pick(['/api', '/api/', '/api//reports', `${path}/`, `${path}/extra`, '/api/%ZZ']);
  const query: string[] = [];
  for (const [name, kind] of Object.entries(endpoint.query)) {
    if (!r.chance(endpoint.reports ? 0.12 : 0.4)) continue;
    const value = r.chance(0.5) ? garbage(r) : plausible(kind, r);
    query.push(`${name}=${urlPart(value, r)}`);
    if (r.chance(0.05)) query.push(`${name}=${urlPart(garbage(r), r)}`);
  }
  for (const [name, value] of Object.entries(endpoint.base ?? {}))
    if (!r.chance(0.1)) query.push(`${name}=${value}`);
  if (r.chance(0.05)) query.push(`${urlPart(garbage(r), r)}=${urlPart(garbage(r), r)}`);
  if (r.chance(0.02)) query.push('&&=&');
  const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;

  const method = r.chance(0.05)
    ? r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
    : endpoint.method;
  const headers: Record<string, string> = {};
  const isLogout = endpoint.path === '/api/logout';
  const auth = r.next();
  // Logout revokes what it is given: it only ever gets tokens of a user no other request uses.
  if (auth < 0.8)
    headers.authorization = `Bearer ${isLogout ? tokens.stray : r.chance(0.8) ? tokens.demo : tokens.staff}`;
  else if (auth < 0.9)
    headers.authorization = r.pick([
      'Bearer',
      'Bearer ',
      'Basic abc',
      `Bearer ${garbage(r)}`,
      'bearer a.b.c',
    ]);
  if (r.chance(0.3))
    headers['accept-encoding'] = r.pick(['gzip', 'br', 'gzip, br', 'br;q=0', '*', 'identity', garbage(r)]);

  let body: string | undefined;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    headers['content-type'] = r.chance(0.8)
      ? 'application/json'
      : r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-8',
          garbage(r),
        ]);
    const field = () =>
      r.chance(0.6)
        ? JSON.stringify(r.pick(['demo', 'staff', garbage(r)]))
        : r.pick(['1', 'null', '[]', '{}', 'true']);
    body = r.pick([
      () => `{"username":${field()},"password":${field()}}`,
      () => `{"username":"demo","password":${JSON.stringify(garbage(r).repeat(1 + r.int(200)))}}`,
      () => garbage(r),
      () => r.pick(['', 'null', '[]', '1', '"x"', '{', '{"username":', '{"__proto__":{"a":1}}']),
    ])();
  }
  for (const [name, value] of Object.entries(headers)) headers[name] = headerSafe(value);
  return { method, url, headers, ...(body === undefined ? {} : { body }) };
}

let server: TestServer;
let tokens: { demo: string; staff: string; stray: string };
beforeAll(async () => {
  server = await startTestServer({
    demoOrders: 300,
    now: new Date('2026-03-15T12:00:00Z'),
  });
  tokens = {
    demo: await server.tokenFor('demo'),
    staff: await server.tokenFor('staff'),
    stray: await server.tokens.sign({
      id: 424_242,
      username: 'stray',
      email: 'stray@example.com',
      country: 'US',
      roles: [],
      is_owner: false,
      not_allowed: [],
    }),
  };
});
afterAll(() => server.close());

describe(`fuzz (seed ${SEED}, ${REQUESTS} requests)`, () => {
  it('answers every malformed request with a 2xx or a 4xx carrying a JSON message', async () => {
    const r = random(SEED);
    const requests = Array.from({ length: REQUESTS }, () => fuzzRequest(r, tokens));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const timings: [number, string][] = [];
    for (let i = 0; i < requests.length; i += 8) {
      await Promise.all(
        requests.slice(i, i + 8).map(async (request) => {
          let problem: string | undefined;
          let status = 0;
          const started = performance.now();
          try {
            const response = await server.app.request(request.url, {
              method: request.method,
              headers: request.headers,
              ...(request.body === undefined ? {} : { body: request.body }),
            });
            status = response.status;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            const text = request.method === 'HEAD' ? '' : await bodyText(response);
            if (!(status >= 200 && status < 300) && !(status >= 400 && status < 500))
              problem = `status ${status}`;
            else if (request.method !== 'HEAD') {
              if (!/^application\/json/.test(response.headers.get('content-type') ?? ''))
                problem = 'not JSON';
              else {
                const body = JSON.parse(text) as { message?: unknown };
                if (status >= 400 && (typeof body.message !== 'string' || !body.message))
                  problem = 'no message';
              }
            }
          } catch (error) {
            problem = `threw ${String(error)}`;
          }
          timings.push([performance.now() - started, `${status} ${request.method} ${request.url}`]);
          if (problem)
            failures.push(`${problem}: ${request.method} ${request.url} ${request.body ?? ''}`.slice(0, 300));
        }),
      );
    }
    if (VERBOSE) {
      console.log(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
      for (const [ms, what] of timings.sort(([a], [b]) => b - a).slice(0, 8))
        console.log(`${ms.toFixed(0)} ms ${what.slice(0, 200)}`);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // The run reached past validation, not only refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 5);
  });
});
