import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from './env';
import { apiError } from './errors';

/**
 * A path the API knows asked with a method it does not take gets 405 with `Allow`, before any
 * authentication or body handling. Pages of the app (everything outside /api) are GET and HEAD only.
 * Catch-all routes and middleware do not count as knowing a path.
 */
export function allowedMethods(app: Hono<AppEnv>, options: { servesApp: boolean }) {
  let router: TrieRouter<string[]> | undefined;
  const build = () => {
    const methodsByPath = new Map<string, Set<string>>();
    for (const route of app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.endsWith('*')) continue;
      const methods = methodsByPath.get(route.path) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
      methodsByPath.set(route.path, methods);
    }
    const built = new TrieRouter<string[]>();
    for (const [path, methods] of methodsByPath) built.add('ALL', path, [...methods]);
    return built;
  };
  /** Paths that take no GET (sign-in, sign-out): the only ones a GET can be wrong on. */
  let noGet: Set<string> | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    const method = c.req.method;
    let allowed: Set<string>;
    if (path.startsWith('/api/')) {
      router ??= build();
      noGet ??= new Set(
        app.routes
          .filter(
            (r) => r.method === 'POST' && !app.routes.some((g) => g.method === 'GET' && g.path === r.path),
          )
          .map((r) => r.path),
      );
      // Most requests are GETs of paths that take them: answered without matching the routes.
      if ((method === 'GET' || method === 'HEAD') && !noGet.has(path)) return next();
      allowed = new Set(router.match('ALL', path)[0].flatMap(([methods]) => methods));
    } else if (options.servesApp) {
      allowed = new Set(['GET', 'HEAD']);
    } else {
      return next();
    }
    if (!allowed.size || allowed.has(method)) return next();
    const allow = [...allowed].sort().join(', ');
    throw apiError(405, `Method ${method} is not allowed on ${path}; use ${allow}`, { allow });
  });
}
