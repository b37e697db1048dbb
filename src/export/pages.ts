/** What the page scheduler reads from an answer. */
export interface PagedAnswer {
  maxPage: number;
  countItems: number;
}

export interface EveryPageOptions<Raw, Answer extends PagedAnswer> {
  /** One page over the network. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<Raw>;
  /** Reads a page that arrived (parsing, checking); run in page order, after the next request left. */
  parse: (raw: Raw, page: number) => Answer;
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
 * with up to `concurrency` requests in flight. A page that arrives is read (parsed, handed on) only
 * after its lane has sent the next request, so the server always has work while pages are read.
 * Pages are handed on in order; pages that arrive early wait, and no page is asked more than
 * `2 × concurrency` pages ahead of the next one to hand on, so a slow page never makes the others
 * pile up. The first failure cancels the requests in flight and rejects. Every page must count the
 * same rows as the first.
 */
export async function fetchEveryPage<Raw, Answer extends PagedAnswer>({
  fetchPage,
  parse,
  concurrency,
  signal,
  onPage,
}: EveryPageOptions<Raw, Answer>): Promise<{ first: Answer; pages: number }> {
  const inner = new AbortController();
  const stop = () => inner.abort(signal.reason);
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const first = parse(await fetchPage(1, inner.signal), 1);
    onPage(first, 1);
    const lastPage = Math.max(1, first.maxPage);
    const lanes = Math.max(1, concurrency);
    const window = lanes * 2;
    const arrived = new Map<number, Raw>();
    let nextToAsk = 2;
    let nextToHand = 2;
    let failure: { error: unknown } | null = null;
    const waiting = new Set<() => void>();
    const wakeAll = () => {
      for (const resume of waiting) resume();
      waiting.clear();
    };
    const fail = (error: unknown) => {
      failure ??= { error };
      inner.abort(error);
      wakeAll();
    };
    inner.signal.addEventListener('abort', wakeAll, { once: true });

    let reading = false;
    const readArrived = () => {
      if (reading || failure || inner.signal.aborted) return;
      reading = true;
      try {
        for (let raw = arrived.get(nextToHand); raw !== undefined; raw = arrived.get(nextToHand)) {
          arrived.delete(nextToHand);
          const answer = parse(raw, nextToHand);
          if (answer.countItems !== first.countItems)
            throw new ReportChangedError(first.countItems, answer.countItems);
          onPage(answer, nextToHand);
          nextToHand++;
          if (inner.signal.aborted) return;
        }
      } catch (error) {
        fail(error);
      } finally {
        reading = false;
        wakeAll();
      }
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
        const raw = await fetchPage(page, inner.signal);
        arrived.set(page, raw);
        // Read it once this lane's next request has left.
        setTimeout(readArrived, 0);
      }
    };
    await Promise.allSettled(Array.from({ length: Math.min(lanes, lastPage - 1) }, () => lane().catch(fail)));
    readArrived();
    if (signal.aborted) throw signal.reason;
    if (failure) throw (failure as { error: unknown }).error;
    if (nextToHand !== lastPage + 1) throw new Error(`pages ${nextToHand} to ${lastPage} were not read`);
    return { first, pages: lastPage };
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
