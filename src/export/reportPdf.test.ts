// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../reports/registry';
import { pdfText, reportPdfTable, writableInPdf, writeReportPdf } from './reportPdf';
import { sourceI18n } from './testFixtures';
import { exportValueContext } from './valueContext';

const currency = { code: 'KRW', symbol: '₩', rate: 1 };

function day(date: string, totalRevenue: number) {
  return { date, totalRevenue, orderCount: 3, presentmentCurrency: 'KRW', currencyExchangeRate: 1 };
}

describe('report PDF', () => {
  it('keeps to the characters of the built-in font', () => {
    expect(pdfText('1\u202f234,50\u00a0€ – ok')).toBe('1 234,50 € - ok');
    expect(pdfText('₩ 서울')).toBe('? ??');
    expect(writableInPdf('Qu\u2019est-ce que le chiffre d\u2019affaires\u202f?')).toBe(true);
    expect(writableInPdf('총 매출')).toBe(false);
  });

  it("lays out the screen's columns with money without its symbol, and the totals row", () => {
    const report = REPORTS.totalRevenue;
    const columns = report.columns.filter((column) => ['date', 'totalRevenue'].includes(column.key));
    const table = reportPdfTable(
      report,
      columns,
      [day('2026-11-20', 1500), day('2026-11-21', 2500.25)],
      { label: 'Total', figures: { totalRevenue: 4000.25 } },
      exportValueContext(sourceI18n(), currency, []),
      { locale: 'en-US', mode: 'DATE', currency, missing: '-' },
    );
    expect(table).toEqual({
      headers: ['Date', 'Total revenue [KRW]'],
      numeric: [false, true],
      // Won have no minor unit.
      rows: [
        ['11/20/26', '1,500'],
        ['11/21/26', '2,500'],
      ],
      totals: ['Total', '4,000'],
    });
  });

  it('writes a 900 × 1000 pt PDF whose text holds the title, the details, every row and the totals', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => [`Day ${index + 1}`, `${index + 1},000.00`]);
    const blob = await writeReportPdf({
      title: 'Total revenue',
      details: ['Range: 8/25/2026 to 11/22/2026', 'Currency: KRW'],
      chart: null,
      table: {
        headers: ['Date', 'Total revenue [KRW]'],
        numeric: [false, true],
        rows,
        totals: ['Total', '7,260,000.00'],
      },
    });
    const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 900\.? 1000\.?\]/);
    for (const expected of ['(Total revenue)', '(Currency: KRW)', '(Day 120)', '(7,260,000.00)', '(Total)'])
      expect(text).toContain(expected);
    // 120 rows do not fit on one page: the header is repeated on the next.
    expect(text.match(/\(Total revenue \[KRW\]\)/g)?.length).toBeGreaterThan(1);
  });

  it('prints the notes under the table, unless the font cannot write them', async () => {
    const content = {
      title: 'Total revenue',
      details: [],
      chart: null,
      table: { headers: ['Date', 'Total revenue [KRW]'], numeric: [false, true], rows: [], totals: null },
    };
    const textOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString('latin1');
    const notes = { title: 'What the figures mean', lines: ['Total revenue: What the orders came to.'] };
    const written = await textOf(await writeReportPdf({ ...content, notes }));
    expect(written).toContain('(What the figures mean)');
    expect(written).toContain('(Total revenue: What the orders came to.)');
    const korean = { title: '수치의 의미', lines: ['총 매출: 주문 금액입니다.'] };
    expect(await textOf(await writeReportPdf({ ...content, notes: korean }))).not.toContain('(?');
  });
});
