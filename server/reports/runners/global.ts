import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import { assertStoreAccess, storeIdsOf } from '../../db/storeAccess';
import { loadNames, ONLINE_LABEL } from '../query/names';
import { Sql } from '../query/sql';
import { addSums, apportionConverted, emptySums, type OrderSums, revenueFields } from '../query/sums';
import type { EndpointRunner, ReportContext } from '../runner';
import {
  type AggregateRow,
  aggregatePageWithSubtotals,
  type Dimension,
  REVENUE_SUMS,
} from '../tables/aggregate';
import { storeZone, type Zone } from '../time/zone';
import { addConverted, CONVERTED, type Converted, type ConvertedKey, convert } from './global-money';

export const PRESENTMENT_CURRENCY = 'USD';

interface GlobalStore {
  id: number;
  name: string;
  country: string;
  currency: string;
  /** The store's own zone: its rollups are by its local days. */
  zone: Zone;
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
    country: string | null;
    currency: string;
    timezone: string | null;
    utc_offset_minutes: number;
    rate: string | null;
  }>(
    `SELECT s.id, s.name, s.country, s.currency, s.timezone, s.utc_offset_minutes, CAST(r.rate AS VARCHAR) AS rate
     FROM stores s
     LEFT JOIN currency_rates r ON r.store_id = s.id AND r.from_currency = s.currency
       AND r.to_currency = ${sql.bind(PRESENTMENT_CURRENCY, 'VARCHAR')}
     WHERE ${sql.in('s.id', ids, 'INTEGER')} ORDER BY s.id`,
    sql.params,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    country: row.country ?? '',
    currency: row.currency,
    zone: storeZone(row),
    rate: row.rate ?? (row.currency === PRESENTMENT_CURRENCY ? '1' : null),
  }));
}

/** The value every entry shares, or null when they differ (or there are none). */
function shared<T>(values: readonly T[]): T | null {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : null;
}

const rateNumber = (store: GlobalStore | undefined) => (store?.rate ? Number(store.rate) : null);

/** What every grouping needs to know of its stores. */
interface Scope {
  byStore: Map<number, GlobalStore>;
  outletName(outletId: number | null): string;
}

function storeItem(scope: Scope, row: AggregateRow, perOutlet: boolean) {
  const storeId = Number(row.dims.store_id);
  const store = scope.byStore.get(storeId);
  const outletId = perOutlet && row.dims.outlet_id !== null ? Number(row.dims.outlet_id) : null;
  const figures = revenueFields(row.sums);
  return {
    date: row.period ?? '',
    storeId,
    storeName: store?.name ?? '',
    outletId,
    outletName: perOutlet ? scope.outletName(outletId) : null,
    country: store?.country ?? '',
    currency: store?.currency ?? '',
    ...figures,
    presentmentCurrency: PRESENTMENT_CURRENCY,
    currencyExchangeRate: rateNumber(store),
    ...convert(figures, store?.rate ?? null),
  };
}

/** The rows of one (period, country) item, one per store, merged: counts and USD figures only. */
function countryItem(scope: Scope, parts: readonly AggregateRow[]) {
  const stores = parts.map((part) => scope.byStore.get(Number(part.dims.store_id)));
  return {
    date: parts[0]?.period ?? '',
    country: String(parts[0]?.dims.country ?? ''),
    currency: shared(stores.map((store) => store?.currency ?? '')),
    orderCount: parts.reduce((sum, part) => sum + part.sums.orderCount, 0),
    itemCount: parts.reduce((sum, part) => sum + part.sums.itemCount, 0),
    presentmentCurrency: PRESENTMENT_CURRENCY,
    currencyExchangeRate: shared(stores.map(rateNumber)),
    ...addConverted(parts.map((part, i) => convert(revenueFields(part.sums), stores[i]?.rate ?? null))),
  };
}

/** Consecutive rows of the same (period, country) item. */
function byItem(rows: readonly AggregateRow[]): AggregateRow[][] {
  const items: AggregateRow[][] = [];
  for (const row of rows) {
    const last = items.at(-1)?.[0];
    if (last && last.period === row.period && last.dims.country === row.dims.country) items.at(-1)?.push(row);
    else items.push([row]);
  }
  return items;
}

interface StoreTotal {
  store: GlobalStore;
  sums: OrderSums;
  converted: Converted;
}

/**
 * The pie's slices over the whole range. Store slices are the store totals converted (as `total`);
 * a country adds its stores'; outlet slices split their store's converted figures in proportion to
 * their own (`apportionConverted`), so that every grouping's slices add up to `total` exactly.
 */
function slicesOf(
  grouping: 'outlet' | 'store' | 'country',
  scope: Scope,
  totals: readonly StoreTotal[],
  outletRows: readonly AggregateRow[],
) {
  const common = (store: StoreTotal) => ({
    storeId: store.store.id,
    storeName: store.store.name,
    country: store.store.country,
    currency: store.store.currency,
    presentmentCurrency: PRESENTMENT_CURRENCY,
    currencyExchangeRate: rateNumber(store.store),
  });
  if (grouping === 'store') {
    return totals.map((t) => ({
      key: String(t.store.id),
      ...common(t),
      outletId: null,
      outletName: null,
      orderCount: t.sums.orderCount,
      itemCount: t.sums.itemCount,
      ...t.converted,
    }));
  }
  if (grouping === 'country') {
    const countries = [...new Set(totals.map((t) => t.store.country))].sort();
    return countries.map((country) => {
      const stores = totals.filter((t) => t.store.country === country);
      return {
        key: country,
        storeId: null,
        storeName: null,
        outletId: null,
        outletName: null,
        country,
        currency: shared(stores.map((t) => t.store.currency)),
        orderCount: stores.reduce((sum, t) => sum + t.sums.orderCount, 0),
        itemCount: stores.reduce((sum, t) => sum + t.sums.itemCount, 0),
        presentmentCurrency: PRESENTMENT_CURRENCY,
        currencyExchangeRate: shared(stores.map((t) => rateNumber(t.store))),
        ...addConverted(stores.map((t) => t.converted)),
      };
    });
  }
  return totals.flatMap((t) => {
    const outlets = outletRows.filter((row) => Number(row.dims.store_id) === t.store.id);
    const figures = outlets.map((row) => revenueFields(row.sums));
    const split = Object.fromEntries(
      CONVERTED.map(([key, source]) => {
        const total = t.converted[key];
        const amounts = figures.map((f) => f[source]);
        return [
          key,
          total === null || !t.store.rate ? null : apportionConverted(amounts, t.store.rate, total),
        ];
      }),
    ) as Record<ConvertedKey, number[] | null>;
    return outlets.map((row, i) => {
      const outletId = row.dims.outlet_id === null ? null : Number(row.dims.outlet_id);
      return {
        key: `${t.store.id}:${outletId ?? 'online'}`,
        ...common(t),
        outletId,
        outletName: scope.outletName(outletId),
        orderCount: row.sums.orderCount,
        itemCount: row.sums.itemCount,
        ...(Object.fromEntries(CONVERTED.map(([key]) => [key, split[key]?.[i] ?? null])) as Converted),
      };
    });
  });
}

/**
 * Revenue per period and store (groupBy=store), store and outlet (groupBy=outlet, the default) or
 * country (groupBy=country) across the stores the user may see, in each store's currency and
 * converted to USD; ordered by period, then store and outlet (online last) or country. The same
 * scan gives the totals per store (per outlet with groupBy=outlet), from which come `total` and
 * the pie's `slices`; `storesWithoutRate` names the stores whose figures cannot be converted.
 */
export const globalReport: EndpointRunner = {
  endpoint: ENDPOINTS.globalReport,
  async run(ctx) {
    const stores = await storesOf(ctx);
    const grouping = ctx.query.groupBy;
    const dimensions: Dimension[] =
      grouping === 'outlet'
        ? ['store_id', 'outlet_id']
        : grouping === 'store'
          ? ['store_id']
          : ['country', 'store_id'];
    const [page, names] = await Promise.all([
      aggregatePageWithSubtotals(ctx, {
        stores,
        defaultStates: 'counted',
        sums: REVENUE_SUMS,
        dimensions,
        periods: true,
        // A country's item is split per store: each converts with its own rate.
        itemDimensions: grouping === 'country' ? 1 : dimensions.length,
        subtotalBy: grouping === 'outlet' ? ['store_id', 'outlet_id'] : ['store_id'],
        countries: new Map(stores.map((s) => [s.id, s.country])),
      }),
      loadNames(
        ctx.db,
        stores.map((s) => s.id),
      ),
    ]);
    const scope: Scope = {
      byStore: new Map(stores.map((s) => [s.id, s])),
      outletName: (outletId) =>
        outletId === null ? ONLINE_LABEL : (names.outlets.get(outletId) ?? String(outletId)),
    };
    // Each store's totals over the range, converted once: `total` and the slices add these up.
    const storeSums = new Map<number, OrderSums>();
    for (const row of page.subtotals) {
      const storeId = Number(row.dims.store_id);
      storeSums.set(storeId, addSums(storeSums.get(storeId) ?? emptySums(), row.sums));
    }
    const totals: StoreTotal[] = stores
      .filter((store) => storeSums.has(store.id))
      .map((store) => {
        const sums = storeSums.get(store.id) ?? emptySums();
        return { store, sums, converted: convert(revenueFields(sums), store.rate) };
      });
    const items =
      grouping === 'country'
        ? byItem(page.rows).map((parts) => countryItem(scope, parts))
        : page.rows.map((row) => storeItem(scope, row, grouping === 'outlet'));
    return {
      page: items,
      countItems: page.countItems,
      total: {
        orderCount: totals.reduce((sum, t) => sum + t.sums.orderCount, 0),
        presentmentCurrency: PRESENTMENT_CURRENCY,
        ...addConverted(totals.map((t) => t.converted)),
      },
      extra: {
        slices: slicesOf(grouping, scope, totals, page.subtotals),
        storesWithoutRate: stores
          .filter((store) => !store.rate)
          .map((store) => ({
            storeId: store.id,
            storeName: store.name,
            country: store.country,
            currency: store.currency,
            currencyExchangeRate: null,
          })),
      },
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const GLOBAL_RUNNERS = { globalReport } satisfies Partial<Record<EndpointId, EndpointRunner>>;
