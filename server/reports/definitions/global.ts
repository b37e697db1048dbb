import { globalItemSchema } from '../../../src/contract/reports';
import { assertStoreAccess, storeIdsOf } from '../../http/auth';
import { aggregatePageWithSubtotals, REVENUE_SUMS } from '../aggregate';
import type { ReportContext, ReportDefinition } from '../definition';
import { addMoney, convertMoney, revenueFields } from '../metrics';
import { loadNames, ONLINE_LABEL } from '../names';
import { Sql } from '../sql';

export const PRESENTMENT_CURRENCY = 'USD';

interface GlobalStore {
  id: number;
  name: string;
  currency: string;
  offsetMinutes: number;
  /** Store currency → USD from the store's currency rates, as exact decimal text. */
  rate: string | null;
}

/** The stores of the report: those asked for, each of which the user must be allowed to see. */
async function storesOf(ctx: ReportContext): Promise<GlobalStore[]> {
  const ids = ctx.query.storeIds?.length ? ctx.query.storeIds : await storeIdsOf(ctx.db, ctx.userId);
  await assertStoreAccess(ctx.db, ctx.userId, ids);
  const sql = new Sql();
  const rows = await ctx.db.all<{
    id: number;
    name: string;
    currency: string;
    utc_offset_minutes: number;
    rate: string | null;
  }>(
    `SELECT s.id, s.name, s.currency, s.utc_offset_minutes, CAST(r.rate AS VARCHAR) AS rate
     FROM stores s
     LEFT JOIN currency_rates r ON r.store_id = s.id AND r.from_currency = s.currency
       AND r.to_currency = ${sql.bind(PRESENTMENT_CURRENCY, 'VARCHAR')}
     WHERE ${sql.in('s.id', ids, 'INTEGER')} ORDER BY s.id`,
    sql.params,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    currency: row.currency,
    offsetMinutes: row.utc_offset_minutes,
    rate: row.rate ?? (row.currency === PRESENTMENT_CURRENCY ? '1' : null),
  }));
}

const CONVERTED = [
  ['convertedTotalRevenue', 'totalRevenue'],
  ['convertedNetRevenue', 'netRevenue'],
  ['convertedTotalTax', 'totalTax'],
  ['convertedTotalRefund', 'totalRefund'],
  ['convertedTotalDiscount', 'totalDiscount'],
] as const;

/**
 * Revenue per period and store (groupBy=store) or store and outlet (groupBy=outlet, the default)
 * across the stores the user may see, in each store's currency and converted to USD; ordered by
 * period, store, outlet (online last).
 */
export const globalReport: ReportDefinition = {
  name: 'global-report',
  service: 'v0',
  item: globalItemSchema,
  defaultLimit: 100,
  periods: true,
  comparable: true,
  async run(ctx) {
    const stores = await storesOf(ctx);
    const byStore = new Map(stores.map((s) => [s.id, s]));
    const perOutlet = ctx.query.groupBy === 'outlet';
    const common = { stores, defaultStates: 'counted' as const, sums: REVENUE_SUMS };
    const [page, names] = await Promise.all([
      aggregatePageWithSubtotals(ctx, {
        ...common,
        dimensions: perOutlet ? ['store_id', 'outlet_id'] : ['store_id'],
        periods: true,
      }),
      loadNames(
        ctx.db,
        stores.map((s) => s.id),
      ),
    ]);
    const converted = (storeId: number, figures: ReturnType<typeof revenueFields>) => {
      const rate = byStore.get(storeId)?.rate;
      return Object.fromEntries(
        CONVERTED.map(([key, source]) => [key, rate ? convertMoney(figures[source], rate) : null]),
      ) as Record<(typeof CONVERTED)[number][0], number | null>;
    };
    // Totals convert each store's own totals, then add them up in USD.
    const total: Record<string, number | null> = Object.fromEntries(CONVERTED.map(([key]) => [key, 0]));
    let orderCount = 0;
    for (const row of page.subtotals) {
      const storeId = Number(row.dims.store_id);
      const figures = revenueFields(row.sums);
      orderCount += figures.orderCount;
      const values = converted(storeId, figures);
      for (const [key] of CONVERTED) {
        const value = values[key];
        const sum = total[key];
        total[key] = value === null || sum === null || sum === undefined ? null : addMoney(sum, value);
      }
    }
    const items = page.rows.map((row) => {
      const storeId = Number(row.dims.store_id);
      const store = byStore.get(storeId);
      const outletId = perOutlet && row.dims.outlet_id !== null ? Number(row.dims.outlet_id) : null;
      const figures = revenueFields(row.sums);
      return {
        date: row.period ?? '',
        storeId,
        storeName: store?.name ?? '',
        outletId,
        outletName: perOutlet
          ? outletId === null
            ? ONLINE_LABEL
            : (names.outlets.get(outletId) ?? String(outletId))
          : null,
        currency: store?.currency ?? '',
        ...figures,
        presentmentCurrency: PRESENTMENT_CURRENCY,
        currencyExchangeRate: store?.rate ? Number(store.rate) : null,
        ...converted(storeId, figures),
      };
    });
    return {
      page: items,
      countItems: page.countItems,
      total: { orderCount, presentmentCurrency: PRESENTMENT_CURRENCY, ...total },
    };
  },
};
