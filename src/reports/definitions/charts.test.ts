import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { colorSlots } from '../../charts/drawnSeries';
import { PAYMENT_STATUSES } from '../../contract/constants';
import { REPORTS } from '../registry';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** The chart series of one day's rows, one row per value of `field`. */
function seriesOf(id: keyof typeof REPORTS, field: string, values: readonly string[]) {
  const chart = REPORTS[id].chart;
  if (!chart) throw new Error(`${id} has no chart`);
  const rows = values.map((value, index) => ({ date: '2026-11-18', [field]: value, orderCount: index + 1 }));
  return chart.series(rows, i18n, undefined, ['2026-11-18']);
}

describe('report charts', () => {
  it.each(['numberOfOrders', 'fulfillment', 'paymentStatus'] as const)(
    '%s: counts orders, so its axis and tooltips are whole numbers',
    (id) => {
      expect(REPORTS[id].chart?.valueKind).toBe('count');
    },
  );

  it('gives every fulfillment status its own colour, the same whichever others there are', () => {
    const statuses = ['fulfilled', 'unfulfilled', 'partially_fulfilled', 'restocked', 'partially_restocked'];
    const all = seriesOf('fulfillment', 'fulfillmentStatus', statuses);
    const slots = colorSlots(
      all,
      all.map((series) => series.id),
    );
    expect(new Set(slots.values()).size).toBe(statuses.length);
    // "Restocked" and "Partially fulfilled" never share a colour, nor move with the answer.
    const two = seriesOf('fulfillment', 'fulfillmentStatus', ['restocked', 'partially_fulfilled']);
    const twoSlots = colorSlots(
      two,
      two.map((series) => series.id),
    );
    expect(twoSlots.get('restocked')).toBe(slots.get('restocked'));
    expect(twoSlots.get('partially_fulfilled')).toBe(slots.get('partially_fulfilled'));
  });

  it('gives every payment status its own colour, an older spelling its status one', () => {
    const all = seriesOf('paymentStatus', 'status', PAYMENT_STATUSES);
    expect(new Set(all.map((series) => series.colorSlot)).size).toBe(PAYMENT_STATUSES.length);
    const [alias] = seriesOf('paymentStatus', 'status', ['no_paid']);
    expect(alias?.colorSlot).toBe(all.find((series) => series.id === 'unpaid')?.colorSlot);
  });
});
