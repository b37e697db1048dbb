import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** The best encoding an Accept-Encoding header allows (q-values respected; brotli first), if any. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0];
}

export function appendVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  if (!current) headers.set('vary', name);
  else if (
    current !== '*' &&
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  )
    headers.set('vary', `${current}, ${name}`);
}

/** Fast settings: a report page compresses about tenfold in a few milliseconds, off the event loop. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** JSON answers of at least `threshold` bytes are compressed as the client accepts (brotli or gzip). */
export function compressJson(threshold = 1024) {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    // Errors are short: only data answers are worth compressing.
    if (c.req.method === 'HEAD' || res.status !== 200 || !res.body || res.headers.has('content-encoding'))
      return;
    if (!/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) return;
    if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const encoding = body.length >= threshold ? pickEncoding(c.req.header('accept-encoding')) : undefined;
    if (body.length >= threshold) appendVary(headers, 'Accept-Encoding');
    const out = encoding ? await compress(body, encoding) : body;
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(out.length));
    c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  });
}
