import type { Database } from '../db/database';

import { CATEGORY_TREE, DEMO_STORES, FIRST_NAMES, LAST_NAMES, PRODUCT_ADJECTIVES } from './fixtures';
import { sqlRandom } from './random';

/** The products, categories and customers of the demo stores, drawn from the seed. */

const PRODUCTS_PER_STORE = 150;

function sqlList(values: readonly string[]): string {
  return `[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;
}

export async function seedCatalog(db: Database, seed: number) {
  const r = (salt: number) => sqlRandom(seed, 's.id, p', salt);
  const children = CATEGORY_TREE.flatMap((parent) => parent.children);
  // Products: a leaf category by position, some straight under a parent, some uncategorized.
  await db.run(`
    INSERT INTO products (id, store_id, ordinal, name, product_type, category_id)
    SELECT s.id * 100000 + p, s.id, p,
      ${sqlList([...PRODUCT_ADJECTIVES])}[1 + CAST(floor(${r(1)} * ${PRODUCT_ADJECTIVES.length}) AS INTEGER)] || ' ' ||
        ${sqlList(children)}[1 + p % ${children.length}] || ' ' || CAST(1 + p // ${children.length} AS VARCHAR),
      CASE WHEN ${r(2)} < 0.55 THEN 'simple' WHEN ${r(2)} < 0.80 THEN 'configurable' WHEN ${r(2)} < 0.85 THEN 'bundle'
           WHEN ${r(2)} < 0.88 THEN 'composite' WHEN ${r(2)} < 0.91 THEN 'grouped' WHEN ${r(2)} < 0.95 THEN 'virtual'
           ELSE 'giftcard' END,
      CASE WHEN ${r(3)} < 0.08 THEN NULL
           WHEN ${r(3)} < 0.13 THEN s.id * 1000 + (1 + (p % ${children.length}) // 4) * 10
           ELSE s.id * 1000 + (1 + (p % ${children.length}) // 4) * 10 + 1 + (p % ${children.length}) % 4 END
    FROM stores s, range(${PRODUCTS_PER_STORE}) t(p)`);

  const v = (salt: number) => sqlRandom(seed, 'p.id, n', salt);
  const priceUsd = `(3 + 117 * pow(${sqlRandom(seed, 'p.id', 7)}, 2))`;
  await db.run(`
    INSERT INTO product_variants (id, store_id, product_id, ordinal, sku, barcode, name, price, cost)
    SELECT p.id * 10 + n, p.store_id, p.id, n,
      s.code || '-' || lpad(CAST(p.ordinal AS VARCHAR), 4, '0') || CASE WHEN variant_count > 1 THEN '-' || CAST(n + 1 AS VARCHAR) ELSE '' END,
      '88' || lpad(CAST(hash(${seed}, p.id, n) % 10000000000 AS VARCHAR), 11, '0'),
      CASE WHEN variant_count = 1 THEN ''
           ELSE ['Red', 'Blue', 'Black', 'White'][1 + CAST(floor(${v(1)} * 4) AS INTEGER)] || ' / ' || ['S', 'M', 'L', 'XL'][1 + n] END,
      CAST(round(${priceUsd} / c.usd_value / pow(10, 2 - c.minor), 0) * pow(10, 2 - c.minor) AS DECIMAL(12,2)),
      CAST(round(${priceUsd} * (0.35 + 0.35 * ${v(2)}) / c.usd_value / pow(10, 2 - c.minor), 0) * pow(10, 2 - c.minor) AS DECIMAL(12,2))
    FROM (SELECT *, CASE WHEN product_type = 'configurable' THEN 2 + CAST(floor(${sqlRandom(seed, 'id', 8)} * 3) AS INTEGER) ELSE 1 END AS variant_count FROM products) p
    JOIN stores s ON s.id = p.store_id
    JOIN (SELECT code, usd_value, CASE WHEN code = 'KRW' THEN 0 ELSE 2 END AS minor FROM currencies) c ON c.code = s.currency,
    range(p.variant_count) t(n)`);
}

export async function seedCustomers(db: Database, seed: number, demoOrders: number, startDay: string) {
  const r = (salt: number) => sqlRandom(seed, 's.id, n', salt);
  // The demo stores' own weights: a store's customers follow its rate, whatever the others'.
  const totalWeight = DEMO_STORES.reduce((sum, store) => sum + store.orderWeight, 0);
  await db.run(
    `INSERT INTO customers (id, store_id, ordinal, first_name, last_name, email, created_at)
     SELECT s.id * 1000000 + n, s.id, n,
       ${sqlList([...FIRST_NAMES])}[1 + CAST(floor(${r(1)} * ${FIRST_NAMES.length}) AS INTEGER)],
       ${sqlList([...LAST_NAMES])}[1 + CAST(floor(${r(2)} * ${LAST_NAMES.length}) AS INTEGER)],
       'customer' || CAST(n AS VARCHAR) || '@' || s.url,
       CAST(CAST(CAST($1 AS DATE) AS TIMESTAMP) - INTERVAL '1 day' * CAST(floor(${r(3)} * 400) AS INTEGER) AS TIMESTAMPTZ)
     FROM stores s, range(CAST(greatest(200, round($2 * s.order_weight / $3 / 8)) AS BIGINT)) t(n)`,
    [startDay, demoOrders, totalWeight],
  );
}
