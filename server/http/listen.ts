import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { RequestInfo } from './security';

export interface ListenOptions {
  port: number;
  host: string;
  /** Time a client has to send a whole request; headers must arrive within 10 s of it at most. */
  requestTimeoutMs: number;
}

/**
 * Serves `fetch` over HTTP. A client that sends its request slowly or never finishes it (a slow or
 * incomplete body) is answered 408 and disconnected once the time is up. Idle keep-alive connections
 * close after 65 s: a client that reuses a connection just as the server closes it gets a reset, and
 * clients that ignore the `Keep-Alive: timeout` hint (Node 20's own agent among them) keep theirs
 * open for as long as they like, so the server waits longer than a client's usual pause.
 */
export function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: ListenOptions,
  onListening?: (info: AddressInfo) => void,
): Server {
  const requestTimeout = options.requestTimeoutMs;
  return serve(
    {
      fetch,
      port: options.port,
      hostname: options.host,
      serverOptions: {
        requestTimeout,
        headersTimeout: Math.min(10_000, requestTimeout),
        keepAliveTimeout: 65_000,
        // How often the timeouts above are checked (Node's default is every 30 s).
        connectionsCheckingInterval: Math.min(1_000, requestTimeout),
      },
    },
    onListening,
  ) as Server;
}

/** The path and headers of Node's own request, read without building a fetch Request. */
export function nodeRequestInfo(env: unknown): RequestInfo {
  const incoming = (env as { incoming: IncomingMessage }).incoming;
  const url = incoming.url ?? '/';
  const query = url.indexOf('?');
  return {
    path: query < 0 ? url : url.slice(0, query),
    query: (name) =>
      query < 0 ? undefined : (new URLSearchParams(url.slice(query + 1)).get(name) ?? undefined),
    header: (name) => {
      const value = incoming.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
