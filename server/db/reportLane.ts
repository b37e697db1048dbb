import { AsyncLocalStorage } from 'node:async_hooks';

/** Marks the queries of the work it runs as report queries (see `inReportLane`). */
const reportLane = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its queries in the report lane: they never take the last connection(s) of the
 * pool, so sign-in, access checks and settings reads do not wait behind long reports.
 */
export function inReportLane<T>(work: () => Promise<T>): Promise<T> {
  return reportLane.run(true, work);
}

/** Whether the running work is in the report lane. */
export function isInReportLane(): boolean {
  return reportLane.getStore() === true;
}
