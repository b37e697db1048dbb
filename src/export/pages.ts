/** What the page scheduler reads from an answer. */
export interface PagedAnswer {
  maxPage: number;
  countItems: number;
}

export interface EveryPageOptions<Answer extends PagedAnswer> {
  fetchPage: (page: number, signal: AbortSignal) => Promise<Answer>;
  /** Pages asked at once after the first. */
  concurrency: number;
  signal: AbortSignal;
  /** Receives each page once, in page order, whatever order they arrive in. */
  onPage: (answer: Answer, page: number) => void;
}

/** The report changed between two pages of one export: rows could be missing or repeated. */
export class ReportChangedError extends Error {
  override readonly name = 'ReportChangedError';
  constructor(
    readonly before: number,
    readonly after: number,
  ) {
    super(`the report had ${before} rows on its first page and ${after} on a later one`);
  }
}

/**
 * Reads every page of a report: page 1 first, which says how many pages there are, then the others
 * with up to `concurrency` requests in flight. Pages are handed on in order; pages that arrive early
 * wait, and no page is asked more than `2 × concurrency` pages ahead of the next one to hand on, so
 * a slow page never makes the others pile up. The first failure cancels the requests in flight and
 * rejects. Every page must count the same rows as the first.
 */
export async function fetchEveryPage<Answer extends PagedAnswer>({
  fetchPage,
  concurrency,
  signal,
  onPage,
}: EveryPageOptions<Answer>): Promise<{ first: Answer; pages: number }> {
  const inner = new AbortController();
  const stop = () => inner.abort(signal.reason);
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const first = await fetchPage(1, inner.signal);
    onPage(first, 1);
    const lastPage = Math.max(1, first.maxPage);
    const window = Math.max(1, concurrency) * 2;
    const arrived = new Map<number, Answer>();
    let nextToAsk = 2;
    let nextToHand = 2;
    const waiting = new Set<() => void>();
    const wakeAll = () => {
      for (const resume of waiting) resume();
      waiting.clear();
    };
    inner.signal.addEventListener('abort', wakeAll, { once: true });
    const handOn = () => {
      for (let answer = arrived.get(nextToHand); answer; answer = arrived.get(nextToHand)) {
        arrived.delete(nextToHand);
        if (answer.countItems !== first.countItems)
          throw new ReportChangedError(first.countItems, answer.countItems);
        onPage(answer, nextToHand);
        nextToHand++;
      }
      wakeAll();
    };
    const waitForRoom = async () => {
      while (nextToAsk >= nextToHand + window && !inner.signal.aborted) {
        await new Promise<void>((resolve) => waiting.add(resolve));
      }
    };
    const lane = async () => {
      while (nextToAsk <= lastPage) {
        await waitForRoom();
        if (inner.signal.aborted || nextToAsk > lastPage) return;
        const page = nextToAsk++;
        const answer = await fetchPage(page, inner.signal);
        arrived.set(page, answer);
        handOn();
      }
    };
    const lanes = Array.from({ length: Math.min(Math.max(1, concurrency), lastPage - 1) }, () =>
      lane().catch((error: unknown) => {
        inner.abort(error);
        wakeAll();
        throw error;
      }),
    );
    const results = await Promise.allSettled(lanes);
    const failed = results.find((result) => result.status === 'rejected');
    if (signal.aborted) throw signal.reason;
    if (failed) throw inner.signal.reason ?? failed.reason;
    return { first, pages: lastPage };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
