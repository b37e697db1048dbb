import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { displayInForce } from './displayInForce';
import { REPORTS } from './registry';

const none = { currency: null, comparedName: null };

describe("a report's display choices in force, as a phone's folded line says them", () => {
  beforeAll(() => activateLocale('en'));

  it('names the currency, the grouping, the comparison when on and the options that are on', () => {
    const report = REPORTS.totalRevenue;
    expect(displayInForce(i18n, report, {}, none)).toEqual(['Day']);
    expect(
      displayInForce(
        i18n,
        report,
        { mode: 'WEEK', compare: true, paidOnly: true },
        { currency: 'USD', comparedName: 'Previous period' },
      ),
    ).toEqual(['USD', 'Week', 'Previous period', 'paid orders only']);
    // A comparison named but not on is not in force.
    expect(displayInForce(i18n, report, {}, { currency: null, comparedName: 'Previous period' })).toEqual([
      'Day',
    ]);
  });

  it("names the chart's figure where the chart offers several", () => {
    const heatmap = Object.values(REPORTS).find((report) => report.chart?.figures);
    if (!heatmap?.chart?.figures) throw new Error('no report offers several chart figures');
    const second = heatmap.chart.figures[1];
    if (!second) throw new Error('the chart offers one figure');
    expect(displayInForce(i18n, heatmap, { figure: second.key }, none)).toContain(i18n._(second.label));
  });

  it('says the French words in French', async () => {
    await activateLocale('fr');
    expect(displayInForce(i18n, REPORTS.totalRevenue, { paidOnly: true, mode: 'MONTH' }, none)).toEqual([
      'Mois',
      'commandes payées uniquement',
    ]);
    await activateLocale('en');
  });
});
