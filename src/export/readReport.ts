import type { RawAnswer } from '../api/client';
import type { ReportAnswer } from '../contract/answers';
import { answerSchema } from '../contract/answers';
import type { ReportEndpoint, Row } from '../reports/definition';
import { PageFailure } from './failure';
import type { CachedAnswer } from './job';
import { fetchEveryPage } from './pages';
import { pageUrl, parsePage, requestPage } from './request';
import { RequestFailure, type RetryPolicy, withRetry } from './retry';

export interface ReadReportOptions {
  /** The endpoint read and the item shape its pages are checked against. */
  read: Pick<ReportEndpoint, 'endpoint' | 'item'>;
  /** Absolute base URL of the reports service. */
  baseUrl: string;
  path: string;
  /** The request params, without page and limit. */
  params: Readonly<Record<string, string>>;
  token: string | null;
  pageSize: number;
  concurrency: number;
  /** Pages already on the device: read instead of the API. */
  cached?: readonly CachedAnswer[] | undefined;
  signal: AbortSignal;
  /** Each page in order, with the rows read so far and the rows of the report. */
  onPage: (answer: CachedAnswer, rows: number, total: number) => void;
  fetch?: typeof fetch | undefined;
  retry?: RetryPolicy | undefined;
  random?: (() => number) | undefined;
}

/**
 * Every page of a report, from the device's cache when given it, else from the API: each page checked
 * against the contract, transient failures retried, a page that still fails named by its number.
 * Returns the first page (it carries the totals).
 */
export async function readReport(options: ReadReportOptions): Promise<CachedAnswer | undefined> {
  const { cached, signal, onPage } = options;
  if (cached) {
    const total = cached.reduce((sum, answer) => sum + answer.items.length, 0);
    let rows = 0;
    for (const answer of cached) {
      if (signal.aborted) throw signal.reason;
      rows += answer.items.length;
      onPage(answer, rows, total);
    }
    return cached[0];
  }
  const schema = answerSchema(options.read.endpoint, options.read.item);
  let pages = 0;
  let rows = 0;
  const failed = (page: number) => (error: unknown) => {
    if (error instanceof RequestFailure) throw new PageFailure(page, pages, error);
    throw error;
  };
  const { first } = await fetchEveryPage<RawAnswer, ReportAnswer>({
    concurrency: options.concurrency,
    signal,
    fetchPage: (page, pageSignal) =>
      withRetry(
        () =>
          requestPage({
            url: pageUrl(options.baseUrl, options.path, options.params, page, options.pageSize),
            token: options.token,
            signal: pageSignal,
            fetch: options.fetch,
          }),
        { signal: pageSignal, policy: options.retry, random: options.random },
      ).catch(failed(page)),
    parse: (raw, page) => {
      try {
        return parsePage(raw, schema);
      } catch (error) {
        return failed(page)(error);
      }
    },
    onPage: (answer, page) => {
      if (page === 1) pages = Math.max(1, answer.maxPage);
      rows += answer.items.length;
      onPage(answer, rows, answer.countItems);
    },
  });
  return first;
}

/** A report's summary row figures: its totals, or the average it carries. */
export function summaryOf(
  kind: 'total' | 'average' | null,
  answer: CachedAnswer | undefined,
): Row | undefined {
  if (!answer) return undefined;
  if (kind === 'total') return answer.total;
  if (kind === 'average')
    return answer.averageDuration === undefined ? undefined : { avg_duration: answer.averageDuration };
  return undefined;
}
