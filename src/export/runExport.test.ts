// @vitest-environment node
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { failureMessage } from './failure';
import type { ExportJob } from './job';
import { runExport, sheetName } from './runExport';
import { orderPages, sourceI18n } from './testFixtures';

const BASE = 'https://pos.example/api/reports';

function job(overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    reportId: 'salesOrder',
    baseUrl: BASE,
    path: '/v1/stores/1/orders',
    params: { createdAtMin: '2026-11-01T00:00:00', createdAtMax: '2026-11-30T23:59:59', isExport: 'true' },
    token: 'token-1',
    pageSize: 4,
    concurrency: 3,
    locale: 'en',
    messages: {},
    platform: 'default',
    search: {},
    stateLabels: [],
    columnKeys: ['orderNumber', 'createdAt', 'customerName', 'status', 'totalPrice', 'totalTax', 'totalPaid'],
    currency: { code: 'KRW', symbol: '₩', rate: 1 },
    mode: 'DATE',
    dateFormat: 'DD/MM/YYYY HH:mm',
    ...overrides,
  };
}

/** A fake reports API over `count` orders; `failures` answers chosen requests with an error status. */
function fakeApi(count: number, failures: Record<string, { status: number; retryAfter?: string }> = {}) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const key = `${page}#${requests.filter((asked) => asked === String(page)).length + 1}`;
    requests.push(String(page));
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(url.searchParams.get('isExport')).toBe('true');
    const failure = failures[key];
    if (failure)
      return new Response(JSON.stringify({ message: 'Busy' }), {
        status: failure.status,
        headers: failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
      });
    const answer = orderPages(count, limit)[page - 1];
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const fastRetry = { attempts: 3, busyAttempts: 3, baseDelayMs: 1, maxDelayMs: 5 };

/** A written sheet's table (header, rows, totals) and the notes under it, past the empty row. */
function tableAndNotes(rows: unknown[][]) {
  const gap = rows.findIndex((row) => row.every((cell) => cell === null));
  return gap < 0 ? { table: rows, notes: [] } : { table: rows.slice(0, gap), notes: rows.slice(gap + 1) };
}

describe('runExport', () => {
  it("writes each order's date at the wall clock of the zone the report counts in, not the browser's", async () => {
    const written = async (timeZone: string) => {
      const result = await runExport(job({ params: { ...job().params, timeZone } }), {
        i18n: sourceI18n(),
        signal: new AbortController().signal,
        fetch: fakeApi(2).fetch,
      });
      const rows = await readSheet(Buffer.from(await result.blob.arrayBuffer()));
      // A spreadsheet keeps dates as fractions of days: read back to the second.
      const date = rows[1]?.[1];
      if (!(date instanceof Date)) throw new Error(`not a date: ${String(date)}`);
      return new Date(Math.round(date.getTime() / 1000) * 1000);
    };
    // The first order is 2026-11-01 03:01 UTC; this process runs at UTC.
    expect(await written('Asia/Seoul')).toEqual(new Date('2026-11-01T12:01:00.000Z'));
    expect(await written('America/Santiago')).toEqual(new Date('2026-11-01T00:01:00.000Z'));
    expect(await written('+05:45')).toEqual(new Date('2026-11-01T08:46:00.000Z'));
  });

  it('writes every page of the report, in order, with typed cells and the totals row', async () => {
    const api = fakeApi(10, { '2#1': { status: 503, retryAfter: '0' } });
    const progress: Array<[number, number]> = [];
    const result = await runExport(job(), {
      i18n: sourceI18n(),
      signal: new AbortController().signal,
      fetch: api.fetch,
      retry: fastRetry,
      offsetMinutes: () => 540,
      onProgress: (rows, total) => progress.push([rows, total]),
    });
    expect(result).toMatchObject({ rows: 10, fromCache: false });
    // Page 2 answered 503 once and was asked again.
    expect(api.requests.filter((page) => page === '2')).toHaveLength(2);
    expect(progress).toEqual([
      [4, 10],
      [8, 10],
      [10, 10],
    ]);

    const { table: rows, notes } = tableAndNotes(
      await readSheet(Buffer.from(await result.blob.arrayBuffer())),
    );
    expect(rows[0]).toEqual([
      'Order',
      'Date',
      'Customer',
      'Payment status',
      'Total [KRW]',
      'Tax [KRW]',
      'Paid [KRW]',
    ]);
    const body = rows.slice(1, -1);
    expect(body.map((row) => row[0])).toEqual(Array.from({ length: 10 }, (_, i) => `SEO-${100001 + i}`));
    const [first] = body;
    // 03:01 UTC read at +09:00.
    expect(first?.[1]).toEqual(new Date('2026-11-01T12:01:00.000Z'));
    expect(first?.[2]).toBe('Min-jun Kim');
    expect(body[1]?.[2]).toBeNull();
    expect(first?.[3]).toBe('Paid');
    expect(first?.slice(4)).toEqual([1000.5, 100, 1000.5]);
    const sum = (index: number) => body.reduce((total, row) => total + (row[index] as number), 0);
    expect(rows.at(-1)).toEqual(['Total', null, null, null, sum(4), sum(5), sum(6)]);
    // Under the table, what each figure means, then how amounts are converted.
    expect(notes.map((row) => row[0])).toEqual([
      'What the figures mean',
      expect.stringMatching(/^Total: The order's total/),
      expect.stringMatching(/^Tax: Tax charged/),
      expect.stringMatching(/^Paid: What the customer paid/),
      expect.stringMatching(/^Amounts are in the store's currency/),
    ]);
  });

  it('uses the pages of the cache when it is given them, without a request', async () => {
    const api = fakeApi(0);
    const cached = orderPages(5, 2);
    const result = await runExport(job({ cached }), {
      i18n: sourceI18n(),
      signal: new AbortController().signal,
      fetch: api.fetch,
    });
    expect(result).toMatchObject({ rows: 5, fromCache: true });
    expect(api.requests).toEqual([]);
    const { table: rows } = tableAndNotes(await readSheet(Buffer.from(await result.blob.arrayBuffer())));
    expect(rows).toHaveLength(7);
    expect(rows.at(-1)?.[0]).toBe('Total');
  });

  it('writes no file when cancelled midway', async () => {
    const api = fakeApi(40);
    const controller = new AbortController();
    const write = vi.fn(async () => new Blob([]));
    const done = runExport(job(), {
      i18n: sourceI18n(),
      signal: controller.signal,
      fetch: api.fetch,
      write,
      onProgress: (rows) => {
        if (rows >= 8) controller.abort(new DOMException('cancelled', 'AbortError'));
      },
    });
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(write).not.toHaveBeenCalled();
    expect(api.requests.length).toBeLessThan(10);
  });

  it("fails with the catalogue's message of the request that failed, and writes nothing", async () => {
    const api = fakeApi(10, { '3#1': { status: 403 } });
    const write = vi.fn(async () => new Blob([]));
    const i18n = sourceI18n();
    const failure = await runExport(job(), {
      i18n,
      signal: new AbortController().signal,
      fetch: api.fetch,
      write,
    }).catch((error: unknown) => error);
    expect(write).not.toHaveBeenCalled();
    expect(failureMessage(failure, i18n).message).toBe('Page 3 of 3 of the report could not be read: Busy');

    const unavailable = fakeApi(10, {
      '1#1': { status: 404 },
    });
    const first = await runExport(job(), {
      i18n,
      signal: new AbortController().signal,
      fetch: unavailable.fetch,
    }).catch((error: unknown) => error);
    expect(failureMessage(first, i18n).message).toBe('The report could not be read: Busy');
  });

  it('gives sheets names spreadsheets accept', () => {
    expect(sheetName('Sales orders')).toBe('Sales orders');
    expect(sheetName('A/B: [C]?')).toBe('A B   C');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});
