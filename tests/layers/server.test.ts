import { describe, expect, it } from 'vitest';
import { forbiddenImports, importsUnder } from './imports';

/**
 * The server's layers, from the top: the wiring (`app.ts`, `main.ts`, `dev.ts`), the route modules of
 * each service, the HTTP plumbing they share (auth middleware, query parsing, gates, headers), then
 * the daily e-mail digest (which reads the report engine), the report engine, sign-in and tokens, the
 * demo data, and the database. The shared contract
 * (`src/contract`) and the neutral errors and configuration may be imported by any of them.
 */
const LAYERS = {
  'server/app': 'wiring',
  'server/main': 'wiring',
  'server/dev': 'wiring',
  'server/services': 'services',
  'server/http': 'http',
  'server/digest': 'digest',
  'server/reports': 'reports',
  'server/auth': 'auth',
  'server/demo': 'demo',
  'server/build': 'build',
  'server/db': 'db',
  'server/errors': 'shared',
  'server/config': 'shared',
  'src/contract': 'shared',
  src: 'app',
};

const ALLOWED: Record<string, readonly string[]> = {
  wiring: ['services', 'http', 'digest', 'reports', 'auth', 'demo', 'build', 'db', 'shared', 'app'],
  services: ['http', 'digest', 'reports', 'auth', 'db', 'shared'],
  digest: ['reports', 'db', 'shared'],
  http: ['auth', 'db', 'shared', 'app'],
  reports: ['db', 'shared'],
  auth: ['db', 'shared'],
  demo: ['auth', 'db', 'shared'],
  build: ['shared'],
  db: ['shared'],
  shared: [],
};

describe('server layers', () => {
  const edges = importsUnder('server');

  it('finds the imports it checks', () => {
    expect(
      edges.some((edge) => edge.from === 'server/services/reports' && edge.to === 'server/reports/engine'),
    ).toBe(true);
  });

  it('point one way: wiring → services → http → reports, auth → db', () => {
    expect(forbiddenImports(edges, LAYERS, ALLOWED)).toEqual([]);
  });

  it('would name an import against them', () => {
    const backwards = [{ from: 'server/db/paging', to: 'server/http/query' }];
    expect(forbiddenImports(backwards, LAYERS, ALLOWED)).toEqual([
      'server/db/paging (db) imports server/http/query (http)',
    ]);
  });
});

/**
 * Inside the report engine, from the top: the engine and the runners' index, the endpoint runners,
 * the precomputed tables and the sums read from them, the request's parsing and SQL building, and
 * time (zones, ranges, periods); the brief's usual band is arithmetic that only runners use.
 * `runner.ts` holds the types every level shares.
 */
const ENGINE_LAYERS = {
  'server/reports/engine': 'engine',
  'server/reports/allRunners': 'engine',
  'server/reports/runners': 'runners',
  'server/reports/brief': 'rules',
  'server/reports/tables': 'tables',
  'server/reports/runner': 'types',
  'server/reports/query': 'query',
  'server/reports/time': 'time',
};

const ENGINE_ALLOWED: Record<string, readonly string[]> = {
  engine: ['runners', 'tables', 'types', 'query', 'time'],
  runners: ['rules', 'tables', 'types', 'query', 'time'],
  rules: [],
  tables: ['types', 'query', 'time'],
  types: ['query', 'time'],
  query: ['time'],
  time: [],
};

describe('report engine layers', () => {
  const edges = importsUnder('server/reports');

  it('finds the imports it checks', () => {
    expect(edges.some((edge) => edge.to === 'server/reports/time/zone')).toBe(true);
    expect(edges.some((edge) => edge.from.startsWith('server/reports/runners/'))).toBe(true);
  });

  it('point one way: engine → runners → tables → query → time', () => {
    expect(forbiddenImports(edges, ENGINE_LAYERS, ENGINE_ALLOWED)).toEqual([]);
  });
});
