import { ENDPOINTS, type Endpoint, type EndpointId } from '../../../src/contract/endpoints';
import { cached } from '../../db/cache';
import { compareRows } from '../query/sort';
import { Sql } from '../query/sql';
import { addMoney, percent, subMoney } from '../query/sums';
import type { EndpointRunner, ReportContext, ReportItem } from '../runner';
import { LINE_FAMILY } from '../tables/families';
import { factsSql, storeFacts } from '../tables/rollups';

export const UNCATEGORIZED_LABEL = 'Uncategorized';

type LineGrouping = 'variant' | 'category';

const GROUP_COLUMNS: Record<LineGrouping, string[]> = {
  variant: ['product_id', 'variant_id'],
  category: ['category_id'],
};

interface LineRow {
  product_id?: number;
  variant_id?: number;
  category_id?: number | null;
  qty: number;
  qty_refunded: number;
  total_revenue: number;
  total_refund: number;
  sales_ex_tax: number;
  cost: number;
  /** Set when variant rows were merged into their product. */
  variant_ids?: number[];
}

/** The figures of a group of lines, summed in SQL from `facts` (the rollup or per-row lines) or from groups. */
const LINE_SUMS = (from: 'facts' | 'groups') =>
  from === 'facts'
    ? `CAST(sum(quantity) AS BIGINT) AS qty, CAST(sum(quantity_refunded) AS BIGINT) AS qty_refunded,
       CAST(sum(total_price) AS DECIMAL(18,2)) AS total_revenue,
       CAST(sum(refunded_amount) AS DECIMAL(18,2)) AS total_refund,
       CAST(sum(total_price) - sum(total_tax) AS DECIMAL(18,2)) AS sales_ex_tax,
       CAST(sum(cost) AS DECIMAL(18,2)) AS cost`
    : `CAST(sum(qty) AS BIGINT) AS qty, CAST(sum(qty_refunded) AS BIGINT) AS qty_refunded,
       CAST(sum(total_revenue) AS DECIMAL(18,2)) AS total_revenue,
       CAST(sum(total_refund) AS DECIMAL(18,2)) AS total_refund,
       CAST(sum(sales_ex_tax) AS DECIMAL(18,2)) AS sales_ex_tax,
       CAST(sum(cost) AS DECIMAL(18,2)) AS cost`;

/**
 * Sums of the order lines matching the filters, per variant, product or category, and their total
 * over every group (the answer's `total`): summed in SQL from the grouped rows, in the same query,
 * so it is the exact sum of the rows whatever table answered them.
 */
async function aggregateLines(
  ctx: ReportContext,
  grouping: LineGrouping,
): Promise<{ rows: LineRow[]; total: LineRow }> {
  const sql = new Sql();
  const { inner } = factsSql(sql, {
    ...storeFacts(ctx),
    family: LINE_FAMILY,
    periods: false,
    dimensions: GROUP_COLUMNS[grouping],
    defaultStates: 'counted',
    filters: ctx.filters,
    columns: { register: true, salesman: true, product: true },
    sums: ['quantity', 'quantity_refunded', 'total_price', 'total_tax', 'refunded_amount', 'cost'],
  });
  const keys = GROUP_COLUMNS[grouping];
  const rows = await ctx.db.all<LineRow & Record<string, unknown>>(
    `WITH detail AS MATERIALIZED (SELECT ${keys.join(', ')}, ${LINE_SUMS('facts')}
       FROM (${inner}) l GROUP BY ${keys.join(', ')})
     SELECT ${keys.join(', ')}, 0 AS is_total, qty, qty_refunded, total_revenue, total_refund, sales_ex_tax, cost
     FROM detail
     UNION ALL
     SELECT ${keys.map((key) => `NULL AS ${key}`).join(', ')}, 1 AS is_total, ${LINE_SUMS('groups')} FROM detail`,
    sql.params,
  );
  const totalRow = rows.find((row) => Number(row.is_total) === 1);
  return {
    rows: rows.filter((row) => row !== totalRow),
    total: {
      qty: Number(totalRow?.qty ?? 0),
      qty_refunded: Number(totalRow?.qty_refunded ?? 0),
      total_revenue: Number(totalRow?.total_revenue ?? 0),
      total_refund: Number(totalRow?.total_refund ?? 0),
      sales_ex_tax: Number(totalRow?.sales_ex_tax ?? 0),
      cost: Number(totalRow?.cost ?? 0),
    },
  };
}

/** Variant rows merged per product (in JS: keeps the SQL in the common subset), sums exact in cents. */
function perProduct(rows: LineRow[]): LineRow[] {
  const merged = new Map<number, LineRow>();
  for (const row of rows) {
    const id = Number(row.product_id);
    const into = merged.get(id);
    if (!into) {
      merged.set(id, { ...row, variant_ids: [Number(row.variant_id)] });
      continue;
    }
    into.qty = Number(into.qty) + Number(row.qty);
    into.qty_refunded = Number(into.qty_refunded) + Number(row.qty_refunded);
    into.total_revenue = addMoney(into.total_revenue, row.total_revenue);
    into.total_refund = addMoney(into.total_refund, row.total_refund);
    into.sales_ex_tax = addMoney(into.sales_ex_tax, row.sales_ex_tax);
    into.cost = addMoney(into.cost, row.cost);
    into.variant_ids?.push(Number(row.variant_id));
  }
  return [...merged.values()];
}

/** The figures every product and category row carries (REPORTS.md, "Products"). */
function lineFigures(row: LineRow) {
  const totalPrice = Number(row.sales_ex_tax);
  const cost = Number(row.cost);
  const grossProfit = subMoney(totalPrice, cost);
  return {
    totalQtySold: Number(row.qty),
    totalQtyRefund: Number(row.qty_refunded),
    netQtySold: Number(row.qty) - Number(row.qty_refunded),
    totalRevenue: Number(row.total_revenue),
    totalRefund: Number(row.total_refund),
    netRevenue: subMoney(Number(row.total_revenue), Number(row.total_refund)),
    totalPrice,
    cost,
    grossProfit,
    margin: percent(grossProfit, totalPrice),
  };
}

interface CatalogVariant {
  variant_id: number;
  product_id: number;
  sku: string;
  barcode: string;
  variant_name: string;
  ordinal: number;
  name: string;
  product_type: string;
  category_id: number | null;
}

/** The store's variants with their product, and its categories (cached: small and read often). */
export function loadCatalog(ctx: ReportContext) {
  return cached(ctx.db, `catalog:${ctx.store.id}`, () => readCatalog(ctx));
}

async function readCatalog(ctx: ReportContext) {
  const [variants, categories] = await Promise.all([
    ctx.db.all<CatalogVariant & Record<string, unknown>>(
      `SELECT v.id AS variant_id, v.product_id, v.sku, v.barcode, v.name AS variant_name, v.ordinal, p.name,
         p.product_type, p.category_id
       FROM product_variants v JOIN products p ON p.id = v.product_id
       WHERE v.store_id = CAST($1 AS INTEGER)`,
      [ctx.store.id],
    ),
    ctx.db.all<{ id: number; name: string; parent_id: number | null }>(
      'SELECT id, name, parent_id FROM categories WHERE store_id = CAST($1 AS INTEGER)',
      [ctx.store.id],
    ),
  ]);
  return {
    variants: new Map(variants.map((v) => [v.variant_id, v])),
    categories: new Map(categories.map((c) => [c.id, c])),
  };
}

/** Sorts by the requested field, then name, sku and id, so pages never overlap. */
function sorted(ctx: ReportContext, rows: ReportItem[], tieBreak: readonly string[]): ReportItem[] {
  const first = ctx.sort.direction === 'desc' ? `-${ctx.sort.field}` : ctx.sort.field;
  return rows.sort((a, b) => compareRows(a, b, [first, ...tieBreak]));
}

/**
 * A report of line groups: every row (the engine pages them, sorted here) and `total`, the figures of
 * all of them (REPORTS.md, "Totals"): sums of the rows, the margin the ratio of the sums.
 */
function lineReport(
  endpoint: Endpoint,
  build: (ctx: ReportContext) => Promise<{ rows: ReportItem[]; total: LineRow }>,
  tieBreak: readonly string[],
): EndpointRunner {
  return {
    endpoint,
    run: async (ctx) => {
      const { rows, total } = await build(ctx);
      return { rows: sorted(ctx, rows, tieBreak), total: lineFigures(total) };
    },
  };
}

/** Quantities per variant, or per product with `withoutVariant=true` (its variants listed). */
export const productSold = lineReport(
  ENDPOINTS.productSold,
  async (ctx) => {
    const byProduct = ctx.query.withoutVariant;
    const [lines, catalog] = await Promise.all([aggregateLines(ctx, 'variant'), loadCatalog(ctx)]);
    const rows = byProduct ? perProduct(lines.rows) : lines.rows;
    const items = rows.map((row) => {
      const variantIds = row.variant_ids ?? [Number(row.variant_id)];
      const variants = variantIds
        .flatMap((id) => catalog.variants.get(Number(id)) ?? [])
        .sort((a, b) => a.ordinal - b.ordinal);
      return {
        productId: Number(row.product_id),
        variantId: byProduct ? null : Number(row.variant_id),
        name: variants[0]?.name ?? String(row.product_id),
        sku: variants.map((v) => v.sku).join(', '),
        additionalData: variants.map((v) => v.variant_name).filter(Boolean),
        ...lineFigures(row),
      };
    });
    return { rows: items, total: lines.total };
  },
  ['name', 'sku', 'productId', 'variantId'],
);

/** Revenue, cost and profit per variant (spec "revenue by product"). */
export const productProfit = lineReport(
  ENDPOINTS.productProfit,
  async (ctx) => {
    const [lines, catalog] = await Promise.all([aggregateLines(ctx, 'variant'), loadCatalog(ctx)]);
    const items = lines.rows.map((row) => {
      const variant = catalog.variants.get(Number(row.variant_id));
      return {
        productId: Number(row.product_id),
        variantId: Number(row.variant_id),
        sku: variant?.sku ?? '',
        name: variant?.name ?? String(row.product_id),
        variants: variant?.variant_name ?? '',
        ...lineFigures(row),
        currencyExchangeRate: 1,
        presentmentCurrency: ctx.store.currency,
      };
    });
    return { rows: items, total: lines.total };
  },
  ['name', 'sku', 'variantId'],
);

/** Revenue per product, variants merged. */
export const products = lineReport(
  ENDPOINTS.products,
  async (ctx) => {
    const [lines, catalog] = await Promise.all([aggregateLines(ctx, 'variant'), loadCatalog(ctx)]);
    const rows = perProduct(lines.rows);
    const productsById = new Map([...catalog.variants.values()].map((v) => [v.product_id, v]));
    const items = rows.map((row) => {
      const product = productsById.get(Number(row.product_id));
      const categoryId = product?.category_id ?? null;
      return {
        productId: Number(row.product_id),
        name: product?.name ?? String(row.product_id),
        productType: product?.product_type ?? '',
        categoryId,
        categoryName:
          categoryId === null ? UNCATEGORIZED_LABEL : (catalog.categories.get(categoryId)?.name ?? ''),
        ...lineFigures(row),
      };
    });
    return { rows: items, total: lines.total };
  },
  ['name', 'productId'],
);

async function categoryRows(ctx: ReportContext): Promise<{ rows: ReportItem[]; total: LineRow }> {
  const [lines, catalog] = await Promise.all([aggregateLines(ctx, 'category'), loadCatalog(ctx)]);
  const items = lines.rows.map((row) => {
    const id = row.category_id === null || row.category_id === undefined ? null : Number(row.category_id);
    const category = id === null ? undefined : catalog.categories.get(id);
    return {
      categoryId: id,
      name: id === null ? UNCATEGORIZED_LABEL : (category?.name ?? String(id)),
      parentId: category?.parent_id ?? null,
      ...lineFigures(row),
    };
  });
  return { rows: items, total: lines.total };
}

/** Revenue per category (each product counts in its own category); pages of 100. */
export const categories = lineReport(ENDPOINTS.categories, categoryRows, ['name', 'categoryId']);

/** Quantities per category. */
export const productSoldCategories = lineReport(ENDPOINTS.productSoldCategories, categoryRows, [
  'name',
  'categoryId',
]);

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const PRODUCT_RUNNERS = {
  categories,
  productProfit,
  productSold,
  productSoldCategories,
  products,
} satisfies Partial<Record<EndpointId, EndpointRunner>>;
