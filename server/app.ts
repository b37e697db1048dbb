import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requireUser } from './http/auth';
import type { AppDeps, AppEnv } from './http/env';
import { catalogRoutes } from './services/catalog';
import { generalRoutes } from './services/general';
import { loginRoutes } from './services/login';
import { reportsRoutes } from './services/reports';
import { settingsRoutes } from './services/settings';

function serveBuiltApp(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), staticDir) || '.';
  app.use('*', async (c, next) => {
    await next();
    // Hashed assets never change; the shell, manifest and service worker must be revalidated.
    const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
    c.res.headers.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.use('*', serveStatic({ root }));
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Client-side routes (and unknown paths, which the app answers with its own 404 page).
  app.get('*', (c) => c.html(indexHtml));
}

export function createApp(deps: AppDeps) {
  const log = deps.log ?? ((line: string) => console.error(line));
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps.tokens);

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.route('/api', loginRoutes(deps));
  app.use('/api/general/*', auth);
  app.use('/api/settings/*', auth);
  app.use('/api/catalog/*', auth);
  app.use('/api/reports/*', auth);
  app.route('/api/general', generalRoutes(deps));
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/catalog', catalogRoutes(deps));
  app.route('/api/reports', reportsRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  if (deps.staticDir) serveBuiltApp(app, deps.staticDir);

  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.res;
      return c.json({ message: error.message || 'Bad Request' }, error.status);
    }
    log(
      `[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json({ message: 'Something went wrong on the server. Try again later.' }, 500);
  });
  return app;
}
