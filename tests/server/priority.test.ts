import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DuckDatabase } from '../../server/db/duckdb';
import { yieldWorkerThreads } from '../../server/http/priority';

function niceOf(tid: string): number {
  const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

describe.runIf(process.platform === 'linux')('worker thread priority', () => {
  it('lowers every thread but the event loop, DuckDB workers included', async () => {
    const db = await DuckDatabase.open(':memory:', 1);
    try {
      await db.all('SELECT 1 AS one');
      expect(yieldWorkerThreads(7)).toBeGreaterThan(0);
      const { readdirSync } = await import('node:fs');
      const tids = readdirSync('/proc/self/task');
      expect(niceOf(String(process.pid))).toBe(0);
      for (const tid of tids.filter((t) => Number(t) !== process.pid)) expect(niceOf(tid), tid).toBe(7);
    } finally {
      await db.close();
    }
  });
});
