import { ENDPOINTS, type Endpoint, type EndpointId } from '../../../src/contract/endpoints';
import { loadNames, type Names, NONE_LABEL, ONLINE_LABEL } from '../query/names';
import { revenueFields } from '../query/sums';
import type { EndpointRunner, ReportItem } from '../runner';
import { aggregateOrdersPage, type OrderDimension, REVENUE_SUMS } from '../tables/aggregate';

interface DimensionReport {
  endpoint: Endpoint;
  dimension: OrderDimension;
  defaultStates: 'counted' | 'all';
  /** The row's identifying fields, from the grouped value and the store's names. */
  describe(value: unknown, names: Names): ReportItem;
}

/**
 * Reports with one row per (period, value of one order attribute): outlet, register, seller,
 * cashier, order state, payment status, fulfilment status. Periods without orders have no rows;
 * rows are ordered by period, then by the attribute (id or text; none = online/unassigned last).
 */
function dimensionReport(spec: DimensionReport): EndpointRunner {
  return {
    endpoint: spec.endpoint,
    async run(ctx) {
      const [result, names] = await Promise.all([
        aggregateOrdersPage(ctx, {
          dimensions: [spec.dimension],
          periods: true,
          defaultStates: spec.defaultStates,
          sums: REVENUE_SUMS,
        }),
        loadNames(ctx.db, [ctx.store.id]),
      ]);
      return {
        page: result.rows.map((row) => ({
          date: row.period,
          ...spec.describe(row.dims[spec.dimension], names),
          ...revenueFields(row.sums),
        })),
        countItems: result.countItems,
        total: revenueFields(result.total),
      };
    },
  };
}

const asId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export const outletRevenue = dimensionReport({
  endpoint: ENDPOINTS.outletRevenue,
  dimension: 'outlet_id',
  defaultStates: 'counted',
  describe: (value, names) => {
    const id = asId(value);
    return { outletId: id, outletName: id === null ? ONLINE_LABEL : (names.outlets.get(id) ?? String(id)) };
  },
});

export const registers = dimensionReport({
  endpoint: ENDPOINTS.registers,
  dimension: 'register_id',
  defaultStates: 'counted',
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
});

function person(idKey: string, nameKey: string) {
  return (value: unknown, names: Names) => {
    const id = asId(value);
    return { [idKey]: id, [nameKey]: id === null ? NONE_LABEL : (names.salespeople.get(id) ?? String(id)) };
  };
}

export const salesman = dimensionReport({
  endpoint: ENDPOINTS.salesman,
  dimension: 'salesman_id',
  defaultStates: 'counted',
  describe: person('salesmanId', 'salesmanName'),
});

export const cashiers = dimensionReport({
  endpoint: ENDPOINTS.cashiers,
  dimension: 'cashier_id',
  defaultStates: 'counted',
  describe: person('cashierId', 'cashierName'),
});

export const orderStatus = dimensionReport({
  endpoint: ENDPOINTS.orderStatus,
  dimension: 'state',
  defaultStates: 'all',
  describe: (value) => ({ state: String(value) }),
});

export const paymentStatus = dimensionReport({
  endpoint: ENDPOINTS.paymentStatus,
  dimension: 'payment_status',
  defaultStates: 'all',
  describe: (value) => ({ status: String(value) }),
});

export const fulfillmentSummary = dimensionReport({
  endpoint: ENDPOINTS.fulfillmentSummary,
  dimension: 'fulfillment_status',
  defaultStates: 'counted',
  describe: (value) => ({ fulfillmentStatus: String(value) }),
});

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const BY_DIMENSION_RUNNERS = {
  cashiers,
  fulfillmentSummary,
  orderStatus,
  outletRevenue,
  paymentStatus,
  registers,
  salesman,
} satisfies Partial<Record<EndpointId, EndpointRunner>>;
