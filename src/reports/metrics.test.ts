// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cardHelp, DASHBOARD_CARDS } from './dashboard/cards';
import type { ColumnDefinition, ReportDefinition, Row } from './definition';
import { columnHelp, currencyRuleOf, figureNotes, isFigure } from './figureHelp';
import { METRIC_DEFINITIONS, type Metric, type MetricId, metricText } from './metrics';
import { REPORT_LIST, REPORTS } from './registry';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const context = { i18n, stateLabels: new Map<string, string>(), money: String };

/** Rows that give every report's row columns: four payments, and time in status's states. */
const ROWS: Row[] = [{ paymentsCount: 4, timeInStatuses: { new: 1, ready: 2 } }];

/** Every column a report can show: its fixed ones and those that follow the rows. */
function everyColumn(report: ReportDefinition): ColumnDefinition[] {
  return [...report.columns, ...(report.rowColumns?.(ROWS, { states: ['new', 'completed'] }) ?? [])];
}

describe('what a figure means', () => {
  it('every figure column of every report names a metric with a definition', () => {
    const missing = REPORT_LIST.flatMap((report) =>
      everyColumn(report)
        .filter(isFigure)
        .filter((column) => !column.metric || !metricText(column.metric))
        .map((column) => `${report.id}.${column.key}`),
    );
    expect(missing).toEqual([]);
  });

  it('the row columns are covered: numbered payments share one definition, as do the states', () => {
    const metrics = (report: ReportDefinition, prefix: string) => [
      ...new Set(
        everyColumn(report)
          .filter((column) => column.key.startsWith(prefix))
          .map((column) => column.metric),
      ),
    ];
    expect(metrics(REPORTS.salesReport, 'amount_')).toEqual(['paymentAmount']);
    expect(metrics(REPORTS.timeInStatus, 'state_')).toEqual(['timeInStatus']);
  });

  it('every dashboard card has a definition, and money cards say how amounts are converted', () => {
    for (const card of DASHBOARD_CARDS) {
      const help = cardHelp(card, i18n);
      expect(help.text, card.figure).toBe(i18n._(METRIC_DEFINITIONS[card.figure]));
      expect(help.currency === null, card.figure).toBe(['orderCount', 'avgItemCount'].includes(card.figure));
    }
  });

  it('every definition is used and reads as one to three short sentences', () => {
    const used = new Set<Metric>([
      ...REPORT_LIST.flatMap((report) => everyColumn(report).flatMap((column) => column.metric ?? [])),
      ...DASHBOARD_CARDS.map((card) => card.figure),
    ]);
    expect(Object.keys(METRIC_DEFINITIONS).filter((metric) => !used.has(metric as MetricId))).toEqual([]);
    // The dictionary's, and those a definition writes for a figure of its own.
    const ownMetrics = REPORT_LIST.flatMap((report) =>
      everyColumn(report).flatMap((column) =>
        typeof column.metric === 'object'
          ? [[`${report.id}.${column.key}`, column.metric.text] as const]
          : [],
      ),
    );
    for (const [metric, descriptor] of [...Object.entries(METRIC_DEFINITIONS), ...ownMetrics]) {
      const text = i18n._(descriptor);
      const sentences = text.split(/(?<=\.)\s+/);
      expect(sentences.length, metric).toBeLessThanOrEqual(3);
      expect(text.length, metric).toBeLessThanOrEqual(240);
    }
  });

  it("converts with the store's rate, an order's own rate in order lists, and each store's in global", () => {
    expect(currencyRuleOf(REPORTS.dashboard)).toBe('storeRate');
    expect(currencyRuleOf(REPORTS.salesOrder)).toBe('orderRate');
    expect(currencyRuleOf(REPORTS.global)).toBe('usdPerStore');
    expect(currencyRuleOf(REPORTS.productSold)).toBeNull();
  });

  it('names a figure by its header without the currency, and leaves text and dates alone', () => {
    const [date, , , revenue] = REPORTS.revenueByOutlet.columns;
    expect(columnHelp(REPORTS.revenueByOutlet, date as ColumnDefinition, context)).toBeNull();
    expect(columnHelp(REPORTS.revenueByOutlet, revenue as ColumnDefinition, context)).toEqual({
      term: 'Total revenue',
      text: i18n._(METRIC_DEFINITIONS.totalRevenue),
      currency: expect.stringMatching(/^Amounts are in the store's currency/),
    });
  });

  it("the export's notes give each metric once, then the currency once", () => {
    const columns = everyColumn(REPORTS.salesReport).filter((column) =>
      ['quantity', 'amount_1', 'amount_2', 'totalPrice'].includes(column.key),
    );
    const notes = figureNotes(REPORTS.salesReport, columns, context);
    expect(notes).toHaveLength(4);
    expect(notes[2]).toMatch(/^Amount 1 and Amount 2: /);
    expect(notes.filter((note) => note.startsWith('Amounts are in'))).toHaveLength(1);
  });
});
