import { hashPassword } from '../auth/password';
import type { Database, SqlParam } from '../db/database';
import { seedCatalog, seedCustomers } from './catalog';
import {
  CATEGORY_TREE,
  CUSTOM_STATUSES,
  DEMO_CURRENCIES,
  DEMO_STORES,
  DEMO_USERS,
  DISABLED_CATEGORY,
  FIRST_NAMES,
  LAST_NAMES,
} from './fixtures';
import { seededRandom } from './random';

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
