import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of every thread of this process but the main one: DuckDB's
 * workers and Node's thread pool, which run the queries, password hashing and compression. The
 * event loop, which answers /api/health and hands out the work, then never waits behind a long
 * report for a core. Threads given to `keepThreadPriority` stay as they are. Linux only (threads are
 * listed in /proc); elsewhere nothing changes.
 * Returns how many threads were lowered.
 */
/** Threads kept at the event loop's priority (see `keepThreadPriority`). */
const kept = new Set<number>();

/** Leaves a thread of this process at its priority: work on it answers people waiting (sign-in). */
export function keepThreadPriority(tid: number): void {
  kept.add(tid);
}

export function yieldWorkerThreads(nice = 10): number {
  if (process.platform !== 'linux') return 0;
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const tid of tids) {
    if (Number(tid) === process.pid || kept.has(Number(tid))) continue;
    try {
      setPriority(Number(tid), nice);
      lowered++;
    } catch {
      // The thread ended meanwhile, or lowering is not permitted.
    }
  }
  return lowered;
}

/** Keeps worker threads lowered, including those started later (thread pools grow on demand). */
export function keepWorkerThreadsYielding(nice = 10, everyMs = 10_000): () => void {
  yieldWorkerThreads(nice);
  const timer = setInterval(() => yieldWorkerThreads(nice), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
