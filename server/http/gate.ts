import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { apiError } from './errors';
import type { RequestInfo } from './security';

export interface GateOptions {
  /** Requests running at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is refused at once. */
  queue: number;
  /** A waiting request is refused after this long. */
  maxWaitMs: number;
  /** How long a request holds its place before any is measured (default 1 s). */
  typicalMs?: number;
}

/** No client is asked to come back later than this. */
const MAX_RETRY_AFTER_SECONDS = 60;

interface Waiter {
  admit: () => void;
  refuse: () => void;
}

/**
 * Bounds the work in flight: a few requests run, a short queue waits, and the rest are refused at
 * once (the caller answers 503 with Retry-After) instead of piling up behind the ones running.
 */
export class Gate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private shedCount = 0;
  /** Moving average of how long an admitted request holds its place. */
  private holdMs: number;

  constructor(readonly options: GateOptions) {
    this.holdMs = options.typicalMs ?? 1_000;
  }

  /**
   * When a request refused now should come back: once the work ahead of it (each request waiting,
   * and one more) has gone through the slots at the measured pace. Whole seconds, at least 1.
   */
  retryAfterSeconds(): number {
    const ms = ((this.waiting.length + 1) * this.holdMs) / this.options.concurrency;
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(ms / 1000)));
  }

  /** Resolves to a release function once admitted, or to undefined when refused. */
  enter(signal?: AbortSignal): Promise<(() => void) | undefined> {
    if (this.running < this.options.concurrency) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.options.queue || signal?.aborted) {
      this.shedCount++;
      return Promise.resolve(undefined);
    }
    return new Promise((resolve) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
      };
      const waiter: Waiter = {
        admit: () => {
          leave();
          resolve(this.releaser());
        },
        refuse: () => {
          leave();
          this.shedCount++;
          resolve(undefined);
        },
      };
      const timer = setTimeout(waiter.refuse, this.options.maxWaitMs);
      const onAbort = () => waiter.refuse();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    const admitted = performance.now();
    return () => {
      if (released) return;
      released = true;
      this.holdMs += (performance.now() - admitted - this.holdMs) / 8;
      const next = this.waiting[0];
      // The slot passes straight to the next in line, so `running` stays the same.
      if (next) next.admit();
      else this.running--;
    };
  }

  /** Every slot taken and the queue full: the next request would be refused. */
  get full(): boolean {
    return this.running >= this.options.concurrency && this.waiting.length >= this.options.queue;
  }

  recordShed(): void {
    this.shedCount++;
  }

  stats() {
    return { running: this.running, waiting: this.waiting.length, shed: this.shedCount };
  }
}

export const BUSY_MESSAGE = 'The server is busy: try again in a moment.';

function busy(retryAfterSeconds: number) {
  return apiError(503, BUSY_MESSAGE, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * The answer to a request whose gate is full, made whole here (headers included) so that it can be
 * given before any other work, not even the routing: shedding load must cost next to nothing.
 * Undefined when the request may go on.
 */
export function busyAnswer(
  gateOf: (request: RequestInfo) => Gate | undefined,
  headersFor: (request: RequestInfo) => Readonly<Record<string, string>>,
): (request: RequestInfo) => Response | undefined {
  const body = JSON.stringify({ message: BUSY_MESSAGE });
  return (request) => {
    const gate = gateOf(request);
    if (!gate?.full) return undefined;
    gate.recordShed();
    return new Response(body, {
      status: 503,
      headers: {
        ...headersFor(request),
        'content-type': 'application/json; charset=UTF-8',
        'retry-after': String(gate.retryAfterSeconds()),
      },
    });
  };
}

/**
 * Runs the rest of the request inside its gate; a refused request gets 503 with the Retry-After its
 * gate estimates.
 */
export function gated(gateOf: (request: RequestInfo) => Gate) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const gate = gateOf(c.req);
    const release = await gate.enter(c.req.raw.signal);
    if (!release) throw busy(gate.retryAfterSeconds());
    try {
      await next();
    } finally {
      release();
    }
  });
}
