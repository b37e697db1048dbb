import {
  cashierItemSchema,
  fulfillmentItemSchema,
  orderStatusItemSchema,
  outletRevenueItemSchema,
  paymentStatusItemSchema,
  registerItemSchema,
  salesmanItemSchema,
} from '../../../src/api/schemas/reports';
import { type AggregateRow, aggregateOrders, type OrderDimension } from '../aggregate';
import type { ReportDefinition, ReportItem } from '../definition';
import { addSums, emptySums, revenueFields } from '../metrics';
import { loadNames, type Names, NONE_LABEL, ONLINE_LABEL } from '../names';
import { compareValues } from '../sort';

interface DimensionReport {
  name: string;
  item: ReportDefinition['item'];
  dimension: OrderDimension;
  defaultStates: 'counted' | 'all';
  defaultLimit: number;
  /** The row's identifying fields, from the grouped value and the store's names. */
  describe(value: unknown, names: Names): ReportItem;
  /** Text the rows of one period are ordered by, after the period. */
  label(described: ReportItem): string;
}

/**
 * Reports with one row per (period, value of one order attribute): outlet, register, seller,
 * cashier, order state, payment status, fulfilment status. Periods without orders have no rows.
 */
function dimensionReport(spec: DimensionReport): ReportDefinition {
  return {
    name: spec.name,
    service: 'v0',
    item: spec.item,
    defaultLimit: spec.defaultLimit,
    periods: true,
    comparable: true,
    async run(ctx) {
      const [rows, names] = await Promise.all([
        aggregateOrders(ctx, {
          dimensions: [spec.dimension],
          periods: true,
          defaultStates: spec.defaultStates,
        }),
        loadNames(ctx.db, [ctx.store.id]),
      ]);
      let total = emptySums();
      const items = rows.map((row: AggregateRow) => {
        total = addSums(total, row.sums);
        const described = spec.describe(row.dims[spec.dimension], names);
        return {
          sortKey: `${row.period}\u0000${spec.label(described)}`,
          item: { date: row.period, ...described, ...revenueFields(row.sums) },
        };
      });
      items.sort((a, b) => compareValues(a.sortKey, b.sortKey));
      return { rows: items.map((entry) => entry.item), total: revenueFields(total) };
    },
  };
}

const asId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export const outletRevenue = dimensionReport({
  name: 'outlet-revenue',
  item: outletRevenueItemSchema,
  dimension: 'outlet_id',
  defaultStates: 'counted',
  defaultLimit: 100,
  describe: (value, names) => {
    const id = asId(value);
    return { outletId: id, outletName: id === null ? ONLINE_LABEL : (names.outlets.get(id) ?? String(id)) };
  },
  label: (d) => `${d.outletName}\u0000${d.outletId}`,
});

export const registers = dimensionReport({
  name: 'registers',
  item: registerItemSchema,
  dimension: 'register_id',
  defaultStates: 'counted',
  defaultLimit: 20,
  describe: (value, names) => {
    const id = asId(value);
    const register = id === null ? undefined : names.registers.get(id);
    const outletId = register?.outletId ?? null;
    return {
      registerId: id,
      registerName: id === null ? ONLINE_LABEL : (register?.nameDisplay ?? String(id)),
      outletId,
      outletName: outletId === null ? ONLINE_LABEL : (names.outlets.get(outletId) ?? String(outletId)),
    };
  },
  label: (d) => `${d.registerName}\u0000${d.registerId}`,
});

function person(idKey: string, nameKey: string) {
  return (value: unknown, names: Names) => {
    const id = asId(value);
    return { [idKey]: id, [nameKey]: id === null ? NONE_LABEL : (names.salespeople.get(id) ?? String(id)) };
  };
}

export const salesman = dimensionReport({
  name: 'salesman',
  item: salesmanItemSchema,
  dimension: 'salesman_id',
  defaultStates: 'counted',
  defaultLimit: 100,
  describe: person('salesmanId', 'salesmanName'),
  label: (d) => `${d.salesmanName}\u0000${d.salesmanId}`,
});

export const cashiers = dimensionReport({
  name: 'cashiers',
  item: cashierItemSchema,
  dimension: 'cashier_id',
  defaultStates: 'counted',
  defaultLimit: 100,
  describe: person('cashierId', 'cashierName'),
  label: (d) => `${d.cashierName}\u0000${d.cashierId}`,
});

export const orderStatus = dimensionReport({
  name: 'order-status',
  item: orderStatusItemSchema,
  dimension: 'state',
  defaultStates: 'all',
  defaultLimit: 100,
  describe: (value) => ({ state: String(value) }),
  label: (d) => String(d.state),
});

export const paymentStatus = dimensionReport({
  name: 'payment-status',
  item: paymentStatusItemSchema,
  dimension: 'payment_status',
  defaultStates: 'all',
  defaultLimit: 100,
  describe: (value) => ({ status: String(value) }),
  label: (d) => String(d.status),
});

export const fulfillmentSummary = dimensionReport({
  name: 'fulfillment-summary',
  item: fulfillmentItemSchema,
  dimension: 'fulfillment_status',
  defaultStates: 'counted',
  defaultLimit: 100,
  describe: (value) => ({ fulfillmentStatus: String(value) }),
  label: (d) => String(d.fulfillmentStatus),
});
