import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the scheduling priority of every thread of this process but the main one: DuckDB's
 * workers and Node's thread pool, which run the queries, password hashing and compression. The
 * event loop, which answers /api/health and hands out the work, then never waits behind a long
 * report for a core. Linux only (threads are listed in /proc); elsewhere nothing changes.
 * Returns how many threads were lowered.
 */
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
    if (Number(tid) === process.pid) continue;
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
