/**
 * The brief against the reports it summarises (30,000 demo orders): each day's figures are the
 * sale summary's of that local day, and its usual values are the same weekdays' of the weeks before,
 * cut at the same wall-clock time while the day is under way.
 */
import dayjs from 'dayjs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNERS } from '../../server/reports/allRunners';
import { answerReport } from '../../server/reports/engine';
import { BRIEF_FIGURES, type BriefItem } from '../../src/contract/brief';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { reportResponseSchema } from '../../src/contract/reports';
import { startTestServer, type TestServer } from './harness';
import { expectError, type Item, type ReportBody, reportPath } from './reports-helpers';

let server: TestServer;
const SEOUL = 1;
const PARIS = 2;
// Sunday 15 March 2026, 21:00 in Seoul and 13:00 in Paris.
const NOW = new Date('2026-03-15T12:00:00Z');

beforeAll(async () => {
  server = await startTestServer({ demoOrders: 30_000, now: NOW });
});
afterAll(() => server.close());

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** A report answered at NOW (the HTTP routes answer at the real time), checked against its schema. */
async function answerAtNow(id: 'brief' | 'saleSummary', store: number, query: Record<string, string>) {
  const body = await answerReport(RUNNERS[id], { query, storeId: store, userId: 1, now: NOW }, server.db);
  return v.parse(reportResponseSchema(ENDPOINTS[id].item), body) as unknown as ReportBody;
}

/** The sale summary's figures of one local day, up to `until` (HH:mm) when given. */
async function dayFigures(store: number, day: string, until: string | null): Promise<Item> {
  if (until === null) {
    const body = await answerAtNow('saleSummary', store, { createdAtMin: day, createdAtMax: day });
    return body.total as Item;
  }
  // compare=day over today's range gives today so far against a chosen day cut at the same time.
  const body = await answerAtNow('saleSummary', store, {
    createdAtMin: '2026-03-15',
    createdAtMax: '2026-03-15',
    compare: 'day',
    compareFrom: day === '2026-03-15' ? '2026-03-08' : day,
  });
  const comparison = body.dayComparison as unknown as { until: string; previous: Item; current: Item };
  expect(comparison.until).toBe(until);
  return day === '2026-03-15' ? comparison.current : comparison.previous;
}

async function brief(store: number, query: Record<string, string>) {
  const body = await answerAtNow('brief', store, query);
  return body.items as unknown as BriefItem[];
}

describe('the brief', () => {
  for (const store of [SEOUL, PARIS]) {
    it(`gives yesterday whole and today so far against the 8 same weekdays before (store ${store})`, async () => {
      const items = await brief(store, { createdAtMin: '2026-03-14', createdAtMax: '2026-03-15' });
      expect(items.map((item) => `${item.day} ${item.figure}`)).toEqual(
        ['2026-03-14', '2026-03-15'].flatMap((day) => BRIEF_FIGURES.map((figure) => `${day} ${figure}`)),
      );
      // Enough same weekdays with orders for a band on each figure of yesterday, so flags are checked.
      const yesterday = items.filter((item) => item.day === '2026-03-14');
      expect(yesterday.filter((item) => item.low !== null)).toHaveLength(BRIEF_FIGURES.length);
      const until = store === SEOUL ? '21:00' : '13:00';
      for (const day of ['2026-03-14', '2026-03-15']) {
        const cut = day === '2026-03-15' ? until : null;
        const own = await dayFigures(store, day, cut);
        const weekdays = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            dayFigures(
              store,
              dayjs(day)
                .subtract(7 * (index + 1), 'day')
                .format('YYYY-MM-DD'),
              cut,
            ),
          ),
        );
        for (const item of items.filter((one) => one.day === day)) {
          expect(item.until).toBe(cut);
          expect(item.value).toBe(own[item.figure]);
          expect(item.usual).toEqual(
            weekdays.map((figures) => (figures.orderCount === 0 ? null : figures[item.figure])),
          );
          const usualOrders = items.find((one) => one.day === day && one.figure === 'orderCount')?.median;
          // Early in a day, too few orders are usual by that time to judge it.
          if (cut !== null && (usualOrders ?? 0) < 5) expect([item.low, item.flag]).toEqual([null, null]);
          const days = item.usual.filter((value): value is number => value !== null);
          // Money medians are rounded to the cent, half a cent up.
          expect(Math.abs((item.median as number) - median(days))).toBeLessThanOrEqual(0.0051);
          if (item.low === null || item.high === null) continue;
          expect(item.low).toBeLessThanOrEqual(item.median as number);
          expect(item.high).toBeGreaterThanOrEqual(item.median as number);
          const expected = item.value > item.high ? 'high' : item.value < item.low ? 'low' : null;
          expect(item.flag).toBe(expected);
        }
      }
    });
  }

  it('reads as many weeks as asked, leaves days not begun out and refuses more than a week', async () => {
    const items = await brief(SEOUL, { createdAtMin: '2026-03-15', createdAtMax: '2026-03-20', weeks: '4' });
    expect(new Set(items.map((item) => item.day))).toEqual(new Set(['2026-03-15']));
    expect(items.every((item) => item.usual.length === 4)).toBe(true);
    await expectError(
      server,
      reportPath('v0', SEOUL, 'brief', { createdAtMin: '2026-03-01', createdAtMax: '2026-03-15' }),
      400,
      /createdAtMax.*covers at most 7 days here \(got 15\)/,
    );
    await expectError(
      server,
      reportPath('v0', SEOUL, 'brief', {
        createdAtMin: '2026-03-15',
        createdAtMax: '2026-03-15',
        weeks: '9',
      }),
      400,
      /weeks.*at most 8/,
    );
  });
});
