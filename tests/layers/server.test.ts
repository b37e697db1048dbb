import { describe, expect, it } from 'vitest';
import { forbiddenImports, importsUnder } from './imports';

/**
 * The server's layers, from the top: the wiring (`app.ts`, `main.ts`, `dev.ts`), the route modules of
 * each service, the HTTP plumbing they share (auth middleware, query parsing, gates, headers), then
 * the report engine, sign-in and tokens, the demo data, and the database. The shared contract
 * (`src/contract`) and the neutral errors and configuration may be imported by any of them.
 */
const LAYERS = {
  'server/app': 'wiring',
  'server/main': 'wiring',
  'server/dev': 'wiring',
  'server/services': 'services',
  'server/http': 'http',
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
  wiring: ['services', 'http', 'reports', 'auth', 'demo', 'build', 'db', 'shared', 'app'],
  services: ['http', 'reports', 'auth', 'db', 'shared'],
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
