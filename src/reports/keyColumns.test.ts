import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from './definition';
import { isFigureColumn, keyColumnsOf } from './keyColumns';
import { REPORTS } from './registry';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const DAY = '2026-11-18';

/**
 * The columns a report's chart draws: one row gives each figure column a value of its own, and the
 * columns whose values come back among the chart's points are those it draws.
 */
function chartedColumns(report: ReportDefinition): string[] {
  const figures = report.columns.filter(isFigureColumn);
  const ownValue = (index: number) => 1000 + index;
  const row = {
    date: DAY,
    name: 'Coffee',
    sku: 'C-1',
    additionalData: [],
    ...Object.fromEntries(figures.map((column, index) => [column.key, ownValue(index)])),
  };
  const drawn = new Set(
    report.chart
      ?.series([row], i18n, undefined, [DAY])
      .flatMap((series) => series.points.map((point) => point.y)),
  );
  return figures.filter((_, index) => drawn.has(ownValue(index))).map((column) => column.key);
}

const charted = Object.values(REPORTS)
  .filter((report) => report.screen === 'report' && report.chart)
  .map((report) => [report.id, report, chartedColumns(report)] as const)
  .filter(([, , columns]) => columns.length > 0);

describe('key figures', () => {
  it('are found for most reports with a chart (the check below has reports to check)', () => {
    expect(charted.length).toBeGreaterThan(15);
  });

  it.each(charted)(
    '%s: the key figures above the chart include each figure the chart draws',
    (_, report, columns) => {
      const shown = report.columns.filter((column) => column.defaultVisible !== false);
      expect(keyColumnsOf(report, shown)).toEqual(expect.arrayContaining(columns));
    },
  );
});
