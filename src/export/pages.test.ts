// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fetchEveryPage, ReportChangedError } from './pages';

interface Answer {
  page: number;
  maxPage: number;
  countItems: number;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake API whose pages answer when the test says so, recording what is in flight. */
function controlledApi(maxPage: number, countItems = maxPage * 10) {
  const pending = new Map<number, ReturnType<typeof deferred<Answer>>>();
  const asked: number[] = [];
  const aborted: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetchPage = (page: number, signal: AbortSignal) => {
    asked.push(page);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const one = deferred<Answer>();
    pending.set(page, one);
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      aborted.push(page);
      one.reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort);
    return one.promise.finally(() => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
      inFlight--;
    });
  };
  const answer = (page: number, count = countItems) =>
    pending.get(page)?.resolve({ page, maxPage, countItems: count });
  const fail = (page: number, error: unknown) => pending.get(page)?.reject(error);
  return {
    fetchPage,
    answer,
    fail,
    asked,
    aborted,
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

/** Every page of the fake API, read as it answers, `concurrency` at a time (3 by default). */
function fetchAll(
  api: ReturnType<typeof controlledApi>,
  {
    concurrency = 3,
    signal = new AbortController().signal,
    onPage = () => {},
  }: { concurrency?: number; signal?: AbortSignal; onPage?: (answer: Answer, page: number) => void } = {},
) {
  return fetchEveryPage({
    fetchPage: api.fetchPage,
    parse: (answer: Answer) => answer,
    concurrency,
    signal,
    onPage,
  });
}

describe('fetchEveryPage', () => {
  it('asks page 1 alone, then the rest with at most `concurrency` in flight, handing pages on in order', async () => {
    const api = controlledApi(6);
    const handed: number[] = [];
    const done = fetchAll(api, {
      onPage: (answer, page) => {
        expect(answer.page).toBe(page);
        handed.push(page);
      },
    });
    await tick();
    expect(api.asked).toEqual([1]);
    api.answer(1);
    await tick();
    expect(api.asked).toEqual([1, 2, 3, 4]);
    // Pages arriving early wait for the ones before them.
    api.answer(4);
    api.answer(3);
    await tick();
    expect(handed).toEqual([1]);
    api.answer(2);
    await tick();
    expect(handed).toEqual([1, 2, 3, 4]);
    api.answer(6);
    await tick();
    api.answer(5);
    await expect(done).resolves.toMatchObject({ pages: 6 });
    expect(handed).toEqual([1, 2, 3, 4, 5, 6]);
    expect(api.mostInFlight).toBe(3);
  });

  it('sends the next request of a lane before it reads the page that arrived', async () => {
    const api = controlledApi(3);
    const events: string[] = [];
    const done = fetchEveryPage({
      fetchPage: (page, signal) => {
        events.push(`ask ${page}`);
        return api.fetchPage(page, signal);
      },
      parse: (answer: Answer, page) => {
        events.push(`read ${page}`);
        return answer;
      },
      concurrency: 1,
      signal: new AbortController().signal,
      onPage: () => {},
    });
    await tick();
    api.answer(1);
    await tick();
    api.answer(2);
    await tick();
    api.answer(3);
    await done;
    expect(events).toEqual(['ask 1', 'read 1', 'ask 2', 'ask 3', 'read 2', 'read 3']);
  });

  it('never asks more than twice the concurrency ahead of the next page to hand on', async () => {
    const api = controlledApi(20);
    const done = fetchAll(api, { concurrency: 2 });
    await tick();
    api.answer(1);
    await tick();
    // Page 2 is slow: pages 3, 4, 5 arrive and are kept; page 6 is the last one asked ahead.
    for (const page of [3, 4, 5]) {
      api.answer(page);
      await tick();
    }
    expect(api.asked).toEqual([1, 2, 3, 4, 5]);
    api.answer(2);
    await tick();
    expect(api.asked.length).toBeGreaterThan(5);
    for (let page = 6; page <= 20; page++) {
      api.answer(page);
      await tick();
      await tick();
    }
    await expect(done).resolves.toMatchObject({ pages: 20 });
  });

  it('reads a single page, and an empty report, with one request', async () => {
    for (const maxPage of [0, 1]) {
      const api = controlledApi(maxPage, 0);
      const handed: number[] = [];
      const done = fetchAll(api, { onPage: (_, page) => handed.push(page) });
      await tick();
      api.answer(1, 0);
      await expect(done).resolves.toMatchObject({ pages: 1 });
      expect(api.asked).toEqual([1]);
      expect(handed).toEqual([1]);
    }
  });

  it('cancels the other requests in flight when one page fails, and rejects with that failure', async () => {
    const api = controlledApi(5);
    const handed: number[] = [];
    const done = fetchAll(api, { onPage: (_, page) => handed.push(page) });
    await tick();
    api.answer(1);
    await tick();
    const failure = new Error('page 3 is broken');
    api.fail(3, failure);
    await expect(done).rejects.toBe(failure);
    expect(api.aborted.sort()).toEqual([2, 4]);
    expect(api.asked).toEqual([1, 2, 3, 4]);
    expect(handed).toEqual([1]);
  });

  it('stops every request when the caller cancels', async () => {
    const api = controlledApi(5);
    const controller = new AbortController();
    const done = fetchAll(api, { signal: controller.signal });
    await tick();
    api.answer(1);
    await tick();
    const reason = new DOMException('cancelled', 'AbortError');
    controller.abort(reason);
    await expect(done).rejects.toBe(reason);
    expect(api.aborted.sort()).toEqual([2, 3, 4]);
  });

  it('fails when a later page counts other rows than the first (the report changed meanwhile)', async () => {
    const api = controlledApi(3);
    const done = fetchAll(api);
    await tick();
    api.answer(1);
    await tick();
    api.answer(2, 31);
    await expect(done).rejects.toBeInstanceOf(ReportChangedError);
  });
});
