import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { appendVary, type Encoding, pickEncoding } from './compress';
import type { AppEnv } from './env';

/** Source maps stay private, and the precompressed copies are only served in place of their file. */
const HIDDEN = /\.(map|br|gz)$/i;
/** Types the build writes precompressed `.br` and `.gz` copies of. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

/**
 * Serves the built app: files from `staticDir` (the `.br`/`.gz` copy the client accepts, if there is
 * one) and the app shell for every other page, which routes on the client and shows its own 404.
 */
export function hasBuiltApp(staticDir: string | undefined): staticDir is string {
  return staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
}

export function serveBuiltApp(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  const root = path.relative(process.cwd(), staticDir) || '.';
  app.use('*', async (c, next) => {
    if (HIDDEN.test(c.req.path)) return c.notFound();
    await next();
    // Hashed assets never change; the shell, manifest and service worker must be revalidated.
    const immutable = c.req.path.startsWith('/assets/') && c.res.status === 200;
    c.res.headers.set('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (COMPRESSIBLE.test(c.res.headers.get('content-type') ?? ''))
      appendVary(c.res.headers, 'Accept-Encoding');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  // A missing hashed asset is a 404, not the app shell under a script's name.
  app.get('/assets/*', (c) => c.notFound());
  const indexHtml = readFileSync(indexFile);
  // The build's precompressed copies of the shell, as `/` gets them from serveStatic.
  const compressed = new Map<Encoding, Buffer>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (existsSync(indexFile + suffix)) compressed.set(encoding, readFileSync(indexFile + suffix));
  // Client-side routes (and unknown paths, which the app answers with its own 404 page).
  app.get('*', (c) => {
    const offered = pickEncoding(c.req.header('accept-encoding'));
    const encoding = offered && compressed.has(offered) ? offered : undefined;
    const body = encoding ? (compressed.get(encoding) as Buffer) : indexHtml;
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'text/html; charset=UTF-8',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
  });
}
