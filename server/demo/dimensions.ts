import { hashPassword } from '../auth/password';
import type { Database, SqlParam } from '../db/database';
import {
  CATEGORY_TREE,
  CUSTOM_STATUSES,
  DEMO_CURRENCIES,
  DEMO_STORES,
  DEMO_USERS,
  DISABLED_CATEGORY,
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCT_ADJECTIVES,
} from './fixtures';
import { seededRandom, sqlRandom } from './random';

export const PRODUCTS_PER_STORE = 150;
const SALESPEOPLE_PER_STORE = 8;

async function insertRows(
  db: Database,
  table: string,
  columns: readonly string[],
  rows: readonly SqlParam[][],
) {
  const chunk = 200;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    let n = 0;
    const values = part.map((row) => `(${row.map(() => `$${++n}`).join(', ')})`).join(', ');
    await db.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, part.flat());
  }
}

function sqlList(values: readonly string[]): string {
  return `[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;
}

/**
 * Stores, people, outlets, catalog and customers: everything orders refer to. `weightScale`
 * multiplies some stores' order rates (and customer counts); the others' data stays the same.
 */
export async function seedDimensions(
  db: Database,
  seed: number,
  demoOrders: number,
  startDay: string,
  weightScale: Readonly<Record<number, number>> = {},
) {
  const random = seededRandom(seed);
  const currency = new Map(DEMO_CURRENCIES.map((c) => [c.code, c]));

  await insertRows(
    db,
    'currencies',
    ['code', 'name', 'symbol', 'currency_symbol', 'usd_value'],
    DEMO_CURRENCIES.map((c) => [c.code, c.name, c.symbol, c.symbol, c.usdValue]),
  );
  await insertRows(
    db,
    'stores',
    [
      'id',
      'url',
      'type',
      'store_external_id',
      'name',
      'visible',
      'currency',
      'symbol',
      'auth_logo_url',
      'timezone',
      'utc_offset_minutes',
      'opening_hour',
      'closing_hour',
      'tax_rate',
      'order_weight',
      'code',
      'country',
    ],
    DEMO_STORES.map((s) => [
      s.id,
      s.url,
      s.type,
      `ext-${s.type}-${1000 + s.id}`,
      s.name,
      true,
      s.currency,
      currency.get(s.currency)?.symbol ?? s.currency,
      null,
      s.timezone,
      s.utcOffsetMinutes,
      s.openingHour,
      s.closingHour,
      s.taxRate,
      s.orderWeight * (weightScale[s.id] ?? 1),
      s.code,
      s.country,
    ]),
  );
  await insertRows(
    db,
    'views',
    ['id', 'store_id', 'code', 'name', 'website_id'],
    DEMO_STORES.flatMap((s) => [
      [s.id * 10 + 1, s.id, 'default', 'Default Store View', s.id],
      ...(s.type === 'magento2' ? [[s.id * 10 + 2, s.id, 'fr', 'French Store View', s.id]] : []),
    ]),
  );
  await insertRows(
    db,
    'tax_configs',
    ['id', 'store_id', 'name', 'rate', 'is_default'],
    DEMO_STORES.flatMap((s) => [
      [s.id * 10 + 1, s.id, 'Standard rate', s.taxRate, true],
      [s.id * 10 + 2, s.id, 'Zero rate', 0, false],
    ]),
  );

  const outlets: SqlParam[][] = [];
  const registers: SqlParam[][] = [];
  for (const s of DEMO_STORES) {
    s.outletNames.forEach((name, o) => {
      const outletId = s.id * 100 + o + 1;
      outlets.push([outletId, s.id, o, name, true, true, s.openingHour, s.closingHour]);
      const registerCount = 2 + Math.floor(random() * 3);
      for (let r = 0; r < registerCount; r++) {
        const registerId = outletId * 10 + r + 1;
        registers.push([
          registerId,
          s.id,
          outletId,
          r,
          `Register ${r + 1}`,
          `${name} · Register ${r + 1}`,
          true,
        ]);
      }
    });
  }
  await insertRows(
    db,
    'outlets',
    ['id', 'store_id', 'ordinal', 'name', 'status', 'visible', 'opening_hour', 'closing_hour'],
    outlets,
  );
  await insertRows(
    db,
    'registers',
    ['id', 'store_id', 'outlet_id', 'ordinal', 'name', 'name_display', 'visible'],
    registers,
  );

  const users = await Promise.all(
    DEMO_USERS.map(async (u) => {
      const { salt, hash } = await hashPassword(u.password);
      return [
        u.id,
        u.username,
        u.email,
        u.country,
        u.roles.join(','),
        u.isOwner,
        u.notAllowed.join(','),
        salt,
        hash,
      ];
    }),
  );
  await insertRows(
    db,
    'users',
    [
      'id',
      'username',
      'email',
      'country',
      'roles',
      'is_owner',
      'not_allowed',
      'password_salt',
      'password_hash',
    ],
    users,
  );
  await insertRows(
    db,
    'user_stores',
    ['user_id', 'store_id'],
    DEMO_USERS.flatMap((u) => u.storeIds.map((storeId) => [u.id, storeId])),
  );

  const salespeople: SqlParam[][] = [];
  for (const s of DEMO_STORES) {
    for (let p = 0; p < SALESPEOPLE_PER_STORE; p++) {
      const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)] ?? 'Alex';
      const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)] ?? 'Doe';
      // The last one left the company: inactive people stay in old orders but not in pickers.
      const active = p < SALESPEOPLE_PER_STORE - 1;
      salespeople.push([
        s.id * 100 + p + 1,
        s.id,
        p,
        `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, ''),
        first,
        last,
        active,
        true,
      ]);
    }
  }
  await insertRows(
    db,
    'salespeople',
    ['id', 'store_id', 'ordinal', 'username', 'first_name', 'last_name', 'status', 'visible'],
    salespeople,
  );

  await insertRows(
    db,
    'custom_order_statuses',
    ['id', 'store_id', 'value', 'label', 'is_published', 'visible'],
    DEMO_STORES.flatMap((s) =>
      CUSTOM_STATUSES.map((c, i) => [s.id * 100 + i + 1, s.id, c.value, c.label, c.published, true]),
    ),
  );

  let rateId = 0;
  await insertRows(
    db,
    'currency_rates',
    ['id', 'store_id', 'from_currency', 'to_currency', 'rate'],
    DEMO_STORES.flatMap((s) => {
      const from = currency.get(s.currency);
      if (!from) throw new Error(`unknown currency ${s.currency}`);
      return DEMO_CURRENCIES.map((to) => [
        ++rateId,
        s.id,
        from.code,
        to.code,
        Number((from.usdValue / to.usdValue).toFixed(8)),
      ]);
    }),
  );

  const categories: SqlParam[][] = [];
  for (const s of DEMO_STORES) {
    let position = 0;
    CATEGORY_TREE.forEach((parent, p) => {
      const parentId = s.id * 1000 + (p + 1) * 10;
      categories.push([parentId, s.id, null, parent.name, false, position++]);
      parent.children.forEach((child, c) => {
        categories.push([parentId + c + 1, s.id, parentId, child, child === DISABLED_CATEGORY, position++]);
      });
    });
  }
  await insertRows(
    db,
    'categories',
    ['id', 'store_id', 'parent_id', 'name', 'is_disabled', 'position'],
    categories,
  );

  await seedCatalog(db, seed);
  await seedCustomers(db, seed, demoOrders, startDay);
}

async function seedCatalog(db: Database, seed: number) {
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

async function seedCustomers(db: Database, seed: number, demoOrders: number, startDay: string) {
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
