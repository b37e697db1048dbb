/**
 * Property-based fuzzing (fast-check) of every route of the API: each endpoint of the report
 * catalogue (`src/contract/endpoints.ts`) and every sign-in, general, settings and catalog route, with
 * paths, query parameters, JSON bodies, headers and encodings made of plausible values, values that
 * broke parsers once, U+0000 and unpaired surrogates. Every answer must be a 2xx or a 4xx, as JSON;
 * every refusal carries a `message`, and a 400 names the parameter, path parameter or field it refuses.
 * It runs on the tests' engine: DuckDB in `npm test`, PostgreSQL under `npm run test:postgres`.
 * FUZZ_SEED and FUZZ_REQUESTS change the run; the seed and the count are printed.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureRateLimiter } from '../../server/auth/rate-limit';
import { shownName } from '../../server/http/text';
import { digestSubscriptionSchema, digestSubscriptionsResponseSchema } from '../../src/contract/digest';
import { ENDPOINT_LIST } from '../../src/contract/endpoints';
import { savedViewSchema, savedViewsResponseSchema } from '../../src/contract/savedViews';
import { viewScheduleSchema, viewSchedulesResponseSchema } from '../../src/contract/viewSchedules';
import {
  createdShareSchema,
  sharedViewSchema,
  viewSharesResponseSchema,
} from '../../src/contract/viewShares';
import { viewTools } from '../../src/export/onServer';
import { ENDPOINTS, type Endpoint, type ParamKind, REPORT_PARAMS, SAMPLE_VIEW_ID } from './endpoints';
import { testEngine } from './engine';
import { startTestServer, type TestServer } from './harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6000);
/** Requests sent at once: one run of the property. */
const BATCH = 8;
/** FUZZ_VERBOSE=1 prints the status counts and the slowest requests. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

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
  // Text no database column holds, and encodings of it.
  '\u0000',
  'a\u0000b',
  '\uD800',
  'a\uDFFFb',
  '\uDBFF\uDBFF',
  '%00',
  'a%00b',
  '%C0%80',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%E2%82',
  '%25%30%30',
  '\u202E',
  '\r\nX-Injected: 1',
  '\\',
  '/\\evil.example',
  '1e999',
  '-1e999',
  '1e300',
  '4294967296',
  '0x7fffffff',
  '1_000',
  '١٢٣',
];

/** The route of each request: the general and settings routes, and every report of the catalogue. */
interface Route extends Endpoint {
  /** Query parameters of other reports, sent now and then (they must be refused, naming them). */
  foreign?: Record<string, ParamKind>;
}

const ROUTES: readonly Route[] = [
  ...ENDPOINTS.filter((endpoint) => !endpoint.reports),
  ...ENDPOINT_LIST.map((report): Route => {
    const query = Object.fromEntries(report.params.map((name) => [name, REPORT_PARAMS[name] ?? 'text']));
    return {
      method: 'GET',
      path: `/api/reports/${report.service}/stores/:storeId/${report.name}`,
      query,
      foreign: Object.fromEntries(Object.entries(REPORT_PARAMS).filter(([name]) => !(name in query))),
      reports: true,
    };
  }),
];

/** View ids shared by the requests, so saves, replacements, deletes and other users' tries meet. */
const VIEW_IDS = [
  SAMPLE_VIEW_ID,
  '2b7e1516-28ae-4d2a-9f15-8d3c4b5a6e7f',
  'c0ffee00-0000-4000-8000-000000000001',
];

/** Units of text: printable ASCII mostly, any code point, U+0000 and halves of surrogate pairs. */
const unit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uFFFE', '\u0085'),
  },
);
/** Text that broke something once, or made of the units above. */
const garbage = fc.oneof(
  { weight: 7, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit, maxLength: 40 }) },
);

function plausible(kind: ParamKind): fc.Arbitrary<string> {
  switch (kind) {
    case 'id':
      return fc.constantFrom('1', '2', '3', '101', '2147483647');
    case 'idOrNone':
      return fc.constantFrom('-1', '1', '101');
    case 'idList':
      return fc.constantFrom('-1', '1', '101,102', '1,2,3');
    case 'int':
      return fc.constantFrom('1', '2', '10', '50', '100', '1000');
    case 'date':
      return fc.constantFrom('2026-01-01', '2025-12-31T23:59:59', '2026-03-01T00:00:00+05:30', '2026-02');
    case 'offset':
      return fc.constantFrom('+05:30', '-05:00', '+00:00', 'Z', 'Europe/Paris');
    case 'bool':
      return fc.constantFrom('true', 'false', '1', '0');
    case 'choice':
      return fc.constantFrom('DATE', 'WEEK', 'all', 'paid', 'outlet', 'store', 'ASC', 'child', 'online');
    case 'textList':
      return fc.constantFrom('completed', 'paid,refunded', 'simple', 'previous', 'day', 'date,totalRevenue');
    case 'text':
      return fc.constantFrom('a', 'coffee', 'totalPrice', 'default');
  }
}

/** How a value is written into a URL. */
const urlPart = (value: string): fc.Arbitrary<string> =>
  fc.constantFrom<'raw' | 'encoded' | 'plus' | 'double'>('raw', 'encoded', 'plus', 'double').map((how) => {
    // A lone surrogate has no UTF-8 form (encodeURIComponent throws): it is sent as U+FFFD.
    const encoded = encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    // Raw when the value is already URL-safe (so `%ZZ` or `%00` reaches the parser as is).
    if (how === 'raw' && /^[\w.~%,:+-]*$/.test(value)) return value;
    if (how === 'plus') return encoded.replace(/%20/g, '+');
    if (how === 'double') return encoded.replace(/%/g, '%25');
    return encoded;
  });

/** Numbers as JSON can write them, some that JavaScript cannot hold (sent as raw JSON text). */
const RAW = (text: string) => `@raw:${text}@`;
const jsonNumber = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 200 }) },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      0,
      -0,
      2147483647,
      2147483648,
      -2147483649,
      1e300,
      -1e300,
      1.5,
      Number.MAX_SAFE_INTEGER + 2,
      RAW('1e999'),
      RAW('1e999'),
      RAW('-1e999'),
      RAW('-1e999'),
      RAW('1e-999'),
      RAW('1E+2'),
      RAW('2147483648.0'),
      RAW('9007199254740993'),
    ),
  },
);
const jsonScalar = fc.oneof(
  { weight: 3, arbitrary: garbage },
  { weight: 3, arbitrary: jsonNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}) },
);
/** A value of a view's search: what the app writes, and anything else. */
const searchValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>('DATE', 'EUR', true, 3, [3, 4], ['paid', 'refunded']) },
  { weight: 3, arbitrary: jsonScalar },
  { weight: 1, arbitrary: fc.array(fc.oneof(garbage, jsonNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(garbage, jsonScalar, { maxKeys: 2 }) },
);
/** Mostly the value the field takes, else anything. */
const field = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: good as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: jsonScalar });

const savedViewBody = fc.record(
  {
    storeId: field(fc.constantFrom(1, 2, 3, 6)),
    name: field(fc.constantFrom('Paris by day', '  Weekly  ', 'Caf\u00e9 \u{1F600}', 'a'.repeat(80))),
    path: field(fc.constantFrom('/total-revenue', '/seller', '/x')),
    search: fc.oneof(
      { weight: 3, arbitrary: fc.constant({ mode: 'DATE', outletIds: [3, 4], compare: true }) },
      {
        weight: 3,
        arbitrary: fc.dictionary(
          fc.oneof(fc.constantFrom('mode', 'states', 'currency'), garbage),
          searchValue,
          { maxKeys: 5 },
        ),
      },
      { weight: 1, arbitrary: jsonScalar },
    ),
    range: field(
      fc.constantFrom<unknown>(
        { kind: 'fixed' },
        { kind: 'lastDays', days: 7 },
        { kind: 'lastDays', days: 3661 },
        { kind: 'toDate', unit: 'month' },
        { kind: 'soon' },
      ),
    ),
    isDefault: field(fc.boolean()),
  },
  { requiredKeys: [] },
);
const shareBody = fc.record(
  { expiresInDays: field(fc.oneof(fc.integer({ min: -1, max: 100 }), fc.constantFrom(1, 7, 90))) },
  { requiredKeys: [] },
);
const scheduleBody = fc.record(
  {
    every: field(fc.constantFrom('day', 'week', 'month', 'year')),
    weekday: field(fc.integer({ min: 0, max: 8 })),
    dayOfMonth: field(fc.oneof(fc.integer({ min: 0, max: 29 }), fc.constant('last'))),
    hour: field(fc.integer({ min: -1, max: 24 })),
    language: field(fc.constantFrom('en', 'zh-Hant', 'de')),
  },
  { requiredKeys: [] },
);
const digestBody = fc.record(
  {
    hour: field(fc.integer({ min: -1, max: 24 })),
    language: field(fc.constantFrom('en', 'fr', 'ko', 'zh-Hant', 'zh-Hans', 'de')),
  },
  { requiredKeys: [] },
);
const targetBody = fc.record(
  {
    revenue: field(fc.oneof(fc.double({ min: -10, max: 2e12 }), fc.constantFrom(0, 1234.56, 1e12))),
    orderCount: field(fc.oneof(fc.integer({ min: -1, max: 2e9 }), fc.constant(null))),
  },
  { requiredKeys: [] },
);
const businessDayBody = fc.record(
  { dayStartsAt: field(fc.constantFrom('00:00', '04:00', '04:10', '24:00', '4:00', 240)) },
  { requiredKeys: [] },
);
const loginBody = fc.record(
  {
    username: field(fc.constantFrom('demo', 'staff', 'nobody', 'DEMO ')),
    password: fc.oneof(
      field(fc.constantFrom('demo', 'wrong')),
      garbage.map((text) => text.repeat(30)),
    ),
  },
  { requiredKeys: [] },
);

/**
 * A valid body with one value changed at one of `paths` (left out, or replaced by a value of the same
 * type mostly, else by anything).
 */
function oneChanged(valid: Record<string, unknown>, paths: readonly string[][]): fc.Arbitrary<unknown> {
  return fc.constantFrom(...paths).chain((path) => {
    const original = path.reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      valid,
    );
    const sameType =
      typeof original === 'number' ? jsonNumber : typeof original === 'string' ? garbage : jsonScalar;
    const replacement = fc.oneof(
      { weight: 2, arbitrary: sameType as fc.Arbitrary<unknown> },
      { weight: 1, arbitrary: jsonScalar },
    );
    return fc.option(replacement, { freq: 8, nil: undefined }).map((value) => {
      const body = structuredClone(valid);
      let holder: Record<string, unknown> = body;
      for (const key of path.slice(0, -1)) {
        const next = holder[key];
        if (typeof next !== 'object' || next === null) holder[key] = {};
        holder = holder[key] as Record<string, unknown>;
      }
      const last = path.at(-1) ?? '';
      if (value === undefined) delete holder[last];
      else holder[last] = value;
      return body;
    });
  });
}

const VALID_VIEW = {
  storeId: 2,
  name: 'Paris by day',
  path: '/total-revenue',
  search: { mode: 'DATE', outletIds: [3, 4], compare: true, currency: 'EUR' },
  range: { kind: 'lastDays', days: 7 },
  isDefault: false,
};
const VIEW_PATHS = [
  ['storeId'],
  ['storeId'],
  ['storeId'],
  ['name'],
  ['name'],
  ['path'],
  ['search'],
  ['search', 'mode'],
  ['search', 'compare'],
  ['search', 'outletIds'],
  ['search', 'outletIds', '1'],
  ['search', 'extra'],
  ['range'],
  ['range', 'kind'],
  ['range', 'days'],
  ['isDefault'],
  ['unknown'],
];

const asJson = (body: unknown) => JSON.stringify(body).replace(/"@raw:([^"@]*)@"/g, '$1');

/**
 * The JSON a route takes (with the raw numbers put in): a valid body or one with a value off, or
 * (`wild`) any shape, any text, or JSON that breaks a parser.
 */
function bodyOf(route: Route, wild: boolean): fc.Arbitrary<string> {
  const [valid, paths, shape] = route.path.endsWith('/saved-views/:viewId')
    ? [VALID_VIEW, VIEW_PATHS, savedViewBody]
    : route.path.endsWith('/shares')
      ? [{ expiresInDays: 7 }, [['expiresInDays'], ['expiresInDays'], ['x']], shareBody]
      : route.path.endsWith('/schedule')
        ? [
            { every: 'week', weekday: 1, hour: 7, language: 'fr' },
            [['every'], ['weekday'], ['hour'], ['language'], ['dayOfMonth'], ['x']],
            scheduleBody,
          ]
        : route.path.endsWith('/digests/:storeId')
          ? [{ hour: 6, language: 'fr' }, [['hour'], ['language'], ['x']], digestBody]
          : route.path.endsWith('/targets/:month')
            ? [{ revenue: 1234.5, orderCount: 40 }, [['revenue'], ['orderCount'], ['x']], targetBody]
            : route.path.endsWith('/business-day')
              ? [{ dayStartsAt: '00:00' }, [['dayStartsAt'], ['x']], businessDayBody]
              : [{ username: 'nobody', password: 'x' }, [['username'], ['password'], ['x']], loginBody];
  if (!wild)
    return fc
      .oneof(
        // A sign-in that succeeds costs a password check: one in eight.
        {
          weight: 1,
          arbitrary: fc.constant<unknown>(
            route.path === '/api/login' ? { username: 'staff', password: 'staff' } : valid,
          ),
        },
        { weight: 1, arbitrary: fc.constant<unknown>(valid) },
        { weight: 6, arbitrary: oneChanged(valid, paths) },
      )
      .map(asJson);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.oneof(shape, savedViewBody, digestBody, targetBody, loginBody).map(asJson),
    },
    { weight: 2, arbitrary: garbage },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '1',
        '"x"',
        '{',
        '{"name":',
        '{"__proto__":{"isDefault":true}}',
        '{"storeId":1,"storeId":2}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        `{"name":"${'x'.repeat(17_000)}"}`,
        '{"name":"a\u0000b"}',
        '{"name":"tab\there"}',
      ),
    },
  );
}

/** How the body's text is sent: UTF-8, or (`wild`) with a BOM, with bytes that are no UTF-8, as UTF-16, cut short. */
const encodedBody = (text: string, wild: boolean): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> =>
  wild
    ? fc
        .constantFrom<'bom' | 'invalid' | 'utf16' | 'truncated'>('bom', 'invalid', 'utf16', 'truncated')
        .map((how) => {
          const utf8 = Buffer.from(text, 'utf8');
          if (how === 'bom') return `\uFEFF${text}`;
          if (how === 'utf16') return new Uint8Array(Buffer.from(text, 'utf16le'));
          if (how === 'truncated') return new Uint8Array(utf8.subarray(0, Math.max(0, utf8.length - 3)));
          // An overlong U+0000, an encoded surrogate and a stray continuation byte, in the middle.
          const middle = utf8.length >> 1;
          const bad = [0xc0, 0x80, 0xed, 0xa0, 0x80, 0xff, 0x80];
          return new Uint8Array([...utf8.subarray(0, middle), ...bad, ...utf8.subarray(middle)]);
        })
    : fc.constant(text);

/** Header values travel as bytes: anything past Latin-1 is sent as `?`. */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

interface FuzzRequest {
  /** `METHOD /path/:placeholders` of the route it was made for. */
  route: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

type Tokens = { demo: string; staff: string; stray: string };

/** What a request may get wrong, one at a time or all at once. */
const ASPECTS = ['path', 'query', 'method', 'auth', 'headers', 'contentType', 'encoding', 'body'] as const;
type Aspect = (typeof ASPECTS)[number];

/**
 * One request for `route`: well formed (its body valid or with one value off), or with one aspect
 * made wild (path, query, method, token, headers, content type, encoding, body), or all of them.
 */
function requestFor(route: Route, tokens: Tokens): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const plan = fc.oneof(
    { weight: 3, arbitrary: fc.constant(new Set<Aspect>()) },
    { weight: 5, arbitrary: fc.constantFrom(...ASPECTS).map((aspect) => new Set<Aspect>([aspect])) },
    { weight: 2, arbitrary: fc.constant(new Set<Aspect>(ASPECTS)) },
  );
  const user = fc.constantFrom<'demo' | 'staff'>('demo', 'demo', 'staff');
  return fc.tuple(plan, user).chain(([wild, who]) => {
    const good: Record<string, fc.Arbitrary<string>> = {
      // The demo owner sees the six stores, staff stores 2 and 3.
      storeId: who === 'demo' ? fc.constantFrom('1', '2', '3', '6') : fc.constantFrom('2', '3'),
      userId: fc.constant(who === 'demo' ? '1' : '2'),
      // A view's links and schedule are of a view the fuzz never deletes (its deletes would end them).
      viewId: /\/(shares|schedule)/.test(route.path)
        ? fc.constant(sharing.viewIds[who])
        : fc.constantFrom(...VIEW_IDS),
      month: fc.constantFrom('2026-03', '2026-11', '2100-12'),
      shareId: fc.constantFrom(...sharing.shareIds[who]),
      token: fc.constantFrom(...sharing.tokens),
    };
    const other: Record<string, fc.Arbitrary<string>> = {
      storeId: fc.constantFrom('1', '4', '99', '2147483647'),
      userId: fc.constantFrom('1', '2', '424242'),
      viewId: fc.uuid().map(String),
      month: fc.constantFrom('2026-13', '1999-12', '2026-3', 'march'),
      shareId: fc.uuid().map(String),
      token: fc.constantFrom('S'.repeat(43), 'abc', `${'a'.repeat(42)}=`),
    };
    const wildPathValue = (name: string) =>
      fc.oneof(
        { weight: 2, arbitrary: other[name] ?? fc.constant('1') },
        { weight: 3, arbitrary: garbage.chain(urlPart) },
      );
    const path = fc
      .tuple(
        ...names.map((name) => (wild.has('path') ? wildPathValue(name) : (good[name] ?? fc.constant('1')))),
      )
      .map((values) =>
        values.reduce((text, value, index) => text.replace(`:${names[index]}`, value), route.path),
      );
    const oddPath = fc.constantFrom(
      '/api',
      '/api/',
      '/api//reports',
      '/api/%ZZ',
      '/api/%00',
      '/api/general/v0/users/1/saved-views/%00',
      `${route.path.replace(/:\w+/g, '1')}/extra`,
    );

    const declared = Object.entries(route.query);
    const base = Object.entries(route.base ?? {}).map(([name, value]) => `${name}=${value}`);
    const plausibleQuery = fc
      .subarray(declared, { maxLength: Math.min(declared.length, 3) })
      .chain((picked) =>
        fc.tuple(...picked.map(([name, kind]) => plausible(kind).map((value) => `${name}=${value}`))),
      )
      .map((parts) => [...base, ...parts]);
    const foreign = Object.entries(route.foreign ?? {});
    const param = ([name, kind]: [string, ParamKind]) =>
      fc
        .tuple(fc.oneof(plausible(kind), garbage).chain(urlPart), fc.nat(5))
        .map(([value, twice]) =>
          twice === 0 ? [`${name}=${value}`, `${name}=${value}`] : [`${name}=${value}`],
        );
    const wildQuery = fc
      .tuple(
        fc.subarray(declared, { maxLength: Math.min(declared.length, 4) }),
        foreign.length
          ? fc.option(fc.constantFrom(...foreign), { freq: 4, nil: undefined })
          : fc.constant(undefined),
        fc.option(fc.tuple(garbage.chain(urlPart), garbage.chain(urlPart)), { freq: 3, nil: undefined }),
        // The parameters a call needs are left out now and then.
        fc.boolean(),
      )
      .chain(([picked, foreignOne, stray, keepBase]) =>
        fc
          .tuple(...[...picked, ...(foreignOne ? [foreignOne] : [])].map(param))
          .map((parts) => [
            ...parts.flat(),
            ...(keepBase ? base : []),
            ...(stray ? [`${stray[0]}=${stray[1]}`] : []),
            ...(stray && !keepBase ? ['&&=&'] : []),
          ]),
      );

    const method = wild.has('method')
      ? fc.oneof(
          fc.constant<string>(route.method),
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
        )
      : fc.constant<string>(route.method);
    // Logout revokes what it is given: it only ever gets tokens of a user no other request uses.
    const token = route.path === '/api/logout' ? tokens.stray : tokens[who];
    const authorization = wild.has('auth')
      ? fc.oneof(
          fc.constant(undefined),
          fc.constantFrom(
            'Bearer',
            'Bearer ',
            'Basic abc',
            'bearer a.b.c',
            `Bearer ${token}x`,
            `Bearer  ${token}`,
          ),
          garbage.map((text) => `Bearer ${text}`),
        )
      : fc.constant(`Bearer ${token}`);
    const headers = fc.record<Record<string, string>>(
      wild.has('headers')
        ? {
            'accept-encoding': fc.oneof(
              fc.constantFrom('gzip', 'br', 'gzip, br', 'br;q=0', '*', 'identity'),
              garbage,
            ),
            accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', ''), garbage),
            'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
            'x-test-address': fc.oneof(fc.constantFrom('127.0.0.1', '10.0.0.7', '::1'), garbage),
            'x-forwarded-for': garbage,
            origin: fc.constantFrom('https://evil.example', 'null'),
          }
        : { 'accept-encoding': fc.constantFrom('gzip', 'br', 'gzip, br', 'identity') },
      { requiredKeys: [] },
    );
    const contentType = wild.has('contentType')
      ? fc.oneof(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-8',
            'application/json; charset=utf-16',
            'APPLICATION/JSON',
            'multipart/form-data; boundary=x',
          ),
          garbage,
        )
      : fc.constant('application/json');
    return fc
      .record({
        path: wild.has('path')
          ? fc.oneof({ weight: 9, arbitrary: path }, { weight: 1, arbitrary: oddPath })
          : path,
        query: wild.has('query') ? wildQuery : plausibleQuery,
        method,
        authorization,
        headers,
        contentType,
        body: bodyOf(route, wild.has('body')).chain((text) => encodedBody(text, wild.has('encoding'))),
      })
      .map((made): FuzzRequest => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries({ ...made.headers, authorization: made.authorization }))
          if (value !== undefined) headers[name] = headerSafe(value);
        const sendsBody = made.method === 'POST' || made.method === 'PUT' || made.method === 'PATCH';
        if (sendsBody) headers['content-type'] = headerSafe(made.contentType);
        const request: FuzzRequest = {
          route: `${route.method} ${route.path}`,
          method: made.method,
          url: `${made.path}${made.query.length ? `?${made.query.join('&')}` : ''}`,
          headers,
          ...(sendsBody ? { body: made.body } : {}),
        };
        // A counterexample is printed short, without the tokens.
        return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
      });
  });
}

function describeRequest(request: FuzzRequest): string {
  const body =
    typeof request.body === 'string'
      ? JSON.stringify(request.body.slice(0, 200))
      : request.body
        ? `<${request.body.length} bytes>`
        : '';
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${name === 'authorization' ? value.slice(0, 20) : value.slice(0, 60)}`)
    .join('; ');
  return `${request.method} ${request.url.slice(0, 300)} [${headers}] ${body}`;
}

/** The names a 400 of this request may name: its query parameters (as shown), its route's path parameters. */
function namesOf(request: FuzzRequest, route: Route | undefined) {
  const query = new Set<string>();
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  for (const part of search.split('&')) {
    const raw = part.split('=')[0] ?? '';
    let name = raw;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {}
    query.add(name);
    query.add(raw);
    query.add(shownName(name));
    query.add(name.slice(0, 60));
  }
  // A missing parameter the route requires is named too.
  for (const name of Object.keys(route?.query ?? {})) query.add(name);
  // An odd path may be another route's: any placeholder of the API.
  const path = new Set(
    ROUTES.flatMap((other) => [...other.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '')),
  );
  return { query, path };
}

/** What is wrong with an answer, if anything. */
function problemOf(request: FuzzRequest, status: number, type: string, text: string): string | undefined {
  if (!(status >= 200 && status < 300) && !(status >= 400 && status < 500)) return `status ${status}`;
  if (request.method === 'HEAD') return undefined;
  if (!/^application\/json/.test(type)) return 'not JSON';
  let body: { message?: unknown };
  try {
    body = JSON.parse(text) as { message?: unknown };
  } catch {
    return 'not JSON';
  }
  if (status < 400) {
    // What the user keeps comes back as the app reads it (a number stored as null would not).
    const schema = request.method === request.route.split(' ')[0] ? ANSWERS[request.route] : undefined;
    const read = schema ? v.safeParse(schema, body) : undefined;
    return read && !read.success
      ? `answer breaks the contract at '${v.getDotPath(read.issues[0])}': ${text}`
      : undefined;
  }
  if (typeof body.message !== 'string' || !body.message) return 'no message';
  if (status !== 400) return undefined;
  // A 400 names what it refuses: a query parameter, a path parameter or a field, or the body itself.
  const message = body.message;
  const names = namesOf(request, ROUTE_BY_KEY.get(request.route));
  const named =
    /^(?:Invalid query parameter|Query parameter|Unknown query parameter) '((?:[^']|'(?!:| is))*)'/.exec(
      message,
    );
  if (named) return names.query.has(named[1] ?? '') ? undefined : `names an unknown parameter: ${message}`;
  const pathNamed = /^Invalid path parameter '(\w+)'/.exec(message);
  if (pathNamed)
    return names.path.has(pathNamed[1] ?? '') ? undefined : `names an unknown path parameter: ${message}`;
  if (/^Invalid field '[^']+'/.test(message) || /^The body must be JSON/.test(message)) return undefined;
  return `names nothing: ${message}`;
}

/** The contract's schema of the 2xx answers of the routes that store what a user sends. */
const ANSWERS: Record<string, v.GenericSchema> = {
  'GET /api/general/v0/users/:userId/saved-views': savedViewsResponseSchema,
  'PUT /api/general/v0/users/:userId/saved-views/:viewId': savedViewSchema,
  'GET /api/general/v0/users/:userId/digests': digestSubscriptionsResponseSchema,
  'PUT /api/general/v0/users/:userId/digests/:storeId': digestSubscriptionSchema,
  'GET /api/general/v0/users/:userId/saved-view-schedules': viewSchedulesResponseSchema,
  'GET /api/general/v0/users/:userId/saved-view-shares': viewSharesResponseSchema,
  'GET /api/general/v0/users/:userId/saved-views/:viewId/schedule': viewScheduleSchema,
  'PUT /api/general/v0/users/:userId/saved-views/:viewId/schedule': viewScheduleSchema,
  'POST /api/general/v0/users/:userId/saved-views/:viewId/shares': createdShareSchema,
  'GET /api/general/v0/users/:userId/saved-views/:viewId/shares': viewSharesResponseSchema,
  'GET /api/shared/v0/:token': sharedViewSchema,
};

const ROUTE_BY_KEY = new Map(ROUTES.map((route) => [`${route.method} ${route.path}`, route]));

async function bodyText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

let server: TestServer;
let tokens: { demo: string; staff: string; stray: string };
/** Each user's view with links, the links' ids (the fuzz may revoke them), and tokens of others. */
const sharing = {
  viewIds: { demo: '7d1f3a2b-4c5d-4e6f-8a7b-9c0d1e2f3a4b', staff: '8e2a4b3c-5d6e-4f7a-9b8c-0d1e2f3a4b5c' },
  shareIds: { demo: [] as string[], staff: [] as string[] },
  tokens: [] as string[],
};

/** Links of each user's view: some for the fuzz to revoke, some it opens. */
async function makeLinks() {
  for (const [who, userId, storeId] of [
    ['demo', 1, 1],
    ['staff', 2, 2],
  ] as const) {
    const viewUrl = `/api/general/v0/users/${userId}/saved-views/${sharing.viewIds[who]}`;
    const saved = await server.send('PUT', viewUrl, who, { ...VALID_VIEW, storeId });
    expect(saved.status).toBe(200);
    for (let i = 0; i < 8; i++) {
      const response = await server.app.request(`${viewUrl}/shares`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
        body: '{}',
      });
      const made = v.parse(createdShareSchema, await response.json());
      if (i < 5) sharing.shareIds[who].push(made.id);
      else sharing.tokens.push(made.url.slice(made.url.lastIndexOf('/') + 1));
    }
  }
}

beforeAll(async () => {
  const unlimited = () => new FailureRateLimiter(Number.MAX_SAFE_INTEGER, 60_000);
  server = await startTestServer({
    demoOrders: 300,
    now: new Date('2026-03-15T12:00:00Z'),
    // Limits have their own tests: here each link's reads must reach its report.
    deps: { views: viewTools, shareTokenLimiter: unlimited(), shareAddressLimiter: unlimited() },
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
  await makeLinks();
});
afterAll(() => server.close());

describe(`fuzz on ${testEngine} (seed ${SEED}, ${REQUESTS} requests)`, () => {
  it('covers every route of the app and every endpoint of the report catalogue', () => {
    const fuzzed = new Set(ROUTES.map((route) => `${route.method} ${route.path}`));
    const missing = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.endsWith('/:report'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !fuzzed.has(route));
    expect(missing).toEqual([]);
    for (const report of ENDPOINT_LIST)
      expect(fuzzed).toContain(`GET /api/reports/${report.service}/stores/:storeId/${report.name}`);
  });

  it('refuses U+0000 and unpaired surrogates with a 400 naming the parameter or field, sign-in included', async () => {
    const asked = async (url: string, init: RequestInit = {}) => {
      const response = await server.app.request(url, init);
      return [response.status, ((await response.json()) as { message: string }).message] as const;
    };
    const json = (method: string, body: string, token?: string) => ({
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
    });
    const refused = (name: string) => [400, `'${name}': must not contain U+0000 or an unpaired surrogate`];
    const said = ([status, message]: readonly [number, string]) => [status, message.replace(/^[^']*/, '')];
    expect(said(await asked('/api/login', json('POST', '{"username":"a\\u0000b","password":"x"}')))).toEqual(
      refused('username'),
    );
    expect(said(await asked('/api/login', json('POST', '{"username":"demo","password":"\\ud800"}')))).toEqual(
      refused('password'),
    );
    const auth = { headers: { authorization: `Bearer ${tokens.demo}` } };
    expect(said(await asked('/api/reports/v1/stores/1/orders?search=%00', auth))).toEqual(refused('search'));
    expect(said(await asked('/api/settings/v0/stores/1/views?a%00b=1', auth))).toEqual(refused('a\\u0000b'));
    const view = JSON.stringify({
      storeId: 1,
      name: 'a\u0000b',
      path: '/total-revenue',
      search: {},
      range: { kind: 'fixed' },
      isDefault: false,
    });
    expect(
      said(await asked(`/api/general/v0/users/1/saved-views/${VIEW_IDS[0]}`, json('PUT', view, tokens.demo))),
    ).toEqual(refused('name'));
    // Well formed text outside the BMP is text like any other.
    const [status] = await asked('/api/reports/v1/stores/1/orders?search=%F0%9F%98%80', auth);
    expect(status).toBe(200);
  });

  it('answers every request with a 2xx or a 4xx as JSON; every refusal carries a message, every 400 names what it refuses', async () => {
    const statuses = new Map<number, number>();
    const passedByRoute = new Map<string, number>();
    const timings: [number, string][] = [];
    let sent = 0;
    let fiveHundreds = 0;
    const started = performance.now();
    // Routes that take a body are asked four times as often: their bodies have more to try.
    const request = fc
      .oneof(
        ...ROUTES.map((route) => ({
          weight: route.method === 'GET' || route.path === '/api/logout' ? 1 : 4,
          arbitrary: fc.constant(route),
        })),
      )
      .chain((route) => requestFor(route, tokens));
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const failures = await Promise.all(
          batch.map(async (request) => {
            let status = 0;
            const began = performance.now();
            try {
              const response = await server.app.request(request.url, {
                method: request.method,
                headers: request.headers,
                ...(request.body === undefined ? {} : { body: request.body }),
              });
              status = response.status;
              const text = request.method === 'HEAD' ? '' : await bodyText(response);
              return problemOf(request, status, response.headers.get('content-type') ?? '', text);
            } catch (error) {
              return `threw ${String(error)}`;
            } finally {
              sent++;
              if (status >= 500) fiveHundreds++;
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status >= 200 && status < 300)
                passedByRoute.set(request.route, (passedByRoute.get(request.route) ?? 0) + 1);
              timings.push([performance.now() - began, `${status} ${request.method} ${request.url}`]);
            }
          }),
        );
        const found = failures.flatMap((problem, index) => {
          const request = batch[index];
          if (!problem || !request) return [];
          return [`${problem.slice(0, 200)}: ${describeRequest(request)}`];
        });
        expect(found).toEqual([]);
      }),
      { seed: SEED, numRuns: Math.ceil(REQUESTS / BATCH) },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(
      `fuzz on ${testEngine}: ${sent} requests (seed ${SEED}) over ${ROUTES.length} routes in ${seconds} s, ` +
        `${fiveHundreds} × 5xx; statuses ${JSON.stringify(counts)}`,
    );
    if (VERBOSE)
      for (const [ms, what] of timings.sort(([a], [b]) => b - a).slice(0, 8))
        console.log(`${ms.toFixed(0)} ms ${what.slice(0, 200)}`);
    expect(fiveHundreds).toBe(0);
    // The run reached past validation on every route, not only refusals.
    expect(
      ROUTES.map((route) => `${route.method} ${route.path}`).filter((key) => !passedByRoute.get(key)),
    ).toEqual([]);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 5);
  }, 240_000);
});
