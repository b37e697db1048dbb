import type { Database } from './database';
import { createSourceIndexes } from './dialect';

/**
 * Version of the schema this server writes and reads. Older databases are brought up to it by the
 * idempotent steps of SCHEMA; a database stamped with a newer one is refused.
 */
export const SCHEMA_VERSION = 7;

/** Orders changed by a writer without moving their status times, for the report tables' upkeep. */
export const ORDER_CHANGES_TABLE = `CREATE TABLE IF NOT EXISTS order_changes (
  order_id BIGINT NOT NULL, noted_at TIMESTAMPTZ NOT NULL DEFAULT current_timestamp)`;

/**
 * The schema of the reference API, in the SQL subset DuckDB and PostgreSQL share. Money is DECIMAL(12,2)
 * in the store's currency; instants are UTC timestamptz. Fact tables (orders and what hangs off
 * them) are written sorted by (store_id, created_at) so range scans per store stay short.
 */
export const SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS currencies (
     code VARCHAR PRIMARY KEY, name VARCHAR NOT NULL, symbol VARCHAR NOT NULL,
     currency_symbol VARCHAR NOT NULL, usd_value DOUBLE PRECISION NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS stores (
     id INTEGER PRIMARY KEY, url VARCHAR NOT NULL, type VARCHAR NOT NULL, store_external_id VARCHAR NOT NULL,
     name VARCHAR NOT NULL, visible BOOLEAN NOT NULL, currency VARCHAR NOT NULL, symbol VARCHAR NOT NULL,
     auth_logo_url VARCHAR, timezone VARCHAR NOT NULL, utc_offset_minutes INTEGER NOT NULL,
     opening_hour INTEGER NOT NULL, closing_hour INTEGER NOT NULL, tax_rate DECIMAL(6,4) NOT NULL,
     order_weight DOUBLE PRECISION NOT NULL, code VARCHAR NOT NULL, country VARCHAR NOT NULL)`,
  // Data folders made before stores had a country (ISO 3166-1 alpha-2): '' until the demo fills it in.
  `ALTER TABLE stores ADD COLUMN IF NOT EXISTS country VARCHAR DEFAULT ''`,
  `CREATE TABLE IF NOT EXISTS views (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, code VARCHAR NOT NULL, name VARCHAR NOT NULL,
     website_id INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS tax_configs (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, name VARCHAR NOT NULL, rate DECIMAL(6,4) NOT NULL,
     is_default BOOLEAN NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS outlets (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, ordinal INTEGER NOT NULL, name VARCHAR NOT NULL,
     status BOOLEAN NOT NULL, visible BOOLEAN NOT NULL, opening_hour INTEGER NOT NULL, closing_hour INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS registers (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, outlet_id INTEGER NOT NULL, ordinal INTEGER NOT NULL,
     name VARCHAR NOT NULL, name_display VARCHAR NOT NULL, visible BOOLEAN NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS users (
     id INTEGER PRIMARY KEY, username VARCHAR NOT NULL UNIQUE, email VARCHAR NOT NULL, country VARCHAR NOT NULL,
     roles VARCHAR NOT NULL, is_owner BOOLEAN NOT NULL, not_allowed VARCHAR NOT NULL,
     password_salt VARCHAR NOT NULL, password_hash VARCHAR NOT NULL,
     blocked BOOLEAN NOT NULL DEFAULT false, token_version INTEGER NOT NULL DEFAULT 0)`,
  // Data folders made before a user could be blocked or have their tokens revoked.
  `ALTER TABLE users ADD COLUMN IF NOT EXISTS blocked BOOLEAN DEFAULT false`,
  `ALTER TABLE users ADD COLUMN IF NOT EXISTS token_version INTEGER DEFAULT 0`,
  // Signed-out tokens by their `jti`, kept until their expiry (`exp`, seconds since 1970).
  `CREATE TABLE IF NOT EXISTS revoked_tokens (jti VARCHAR PRIMARY KEY, exp BIGINT NOT NULL)`,
  // Version 4: the report views users save (search and range as JSON text, see server/services/savedViews.ts).
  `CREATE TABLE IF NOT EXISTS saved_views (
     id VARCHAR PRIMARY KEY, user_id INTEGER NOT NULL, store_id INTEGER NOT NULL, name VARCHAR NOT NULL,
     path VARCHAR NOT NULL, search VARCHAR NOT NULL, date_range VARCHAR NOT NULL, is_default BOOLEAN NOT NULL,
     updated_at BIGINT NOT NULL)`,
  // Version 5: the daily e-mail digests users subscribe to, one per user and store (server/digest/).
  `CREATE TABLE IF NOT EXISTS digest_subscriptions (
     user_id INTEGER NOT NULL, store_id INTEGER NOT NULL, hour INTEGER NOT NULL, language VARCHAR NOT NULL,
     created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (user_id, store_id))`,
  // One row per digest of a store-local day: claimed ('sending') before it is sent, so that it goes out
  // once at most; 'failed' when the sending failed, to be claimed again later that day.
  `CREATE TABLE IF NOT EXISTS digest_sent (
     user_id INTEGER NOT NULL, store_id INTEGER NOT NULL, local_day DATE NOT NULL, state VARCHAR NOT NULL,
     attempts INTEGER NOT NULL, claimed_at BIGINT NOT NULL, sent_at BIGINT, last_error VARCHAR,
     PRIMARY KEY (user_id, store_id, local_day))`,
  // Version 6: where a store's business day starts (minutes after local midnight, a quarter hour), the
  // changes of a store's settings (who and when), and the monthly targets (server/services/targets.ts).
  `ALTER TABLE stores ADD COLUMN IF NOT EXISTS day_starts_at INTEGER DEFAULT 0`,
  `CREATE TABLE IF NOT EXISTS store_setting_changes (
     store_id INTEGER NOT NULL, setting VARCHAR NOT NULL, value VARCHAR NOT NULL, changed_by INTEGER NOT NULL,
     changed_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS store_targets (
     store_id INTEGER NOT NULL, month VARCHAR NOT NULL, revenue DECIMAL(16,2) NOT NULL, order_count INTEGER,
     updated_by INTEGER NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (store_id, month))`,
  // Version 7: saved views e-mailed on a schedule (server/digest/), one schedule per view, and the
  // record of each occurrence sent (claimed before sending, as digest_sent); read-only links to a view,
  // kept by the SHA-256 of their token (server/services/shares.ts).
  `CREATE TABLE IF NOT EXISTS view_schedules (
     view_id VARCHAR PRIMARY KEY, user_id INTEGER NOT NULL, every VARCHAR NOT NULL, hour INTEGER NOT NULL,
     weekday INTEGER, day_of_month INTEGER, language VARCHAR NOT NULL, created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS view_schedule_sent (
     view_id VARCHAR NOT NULL, occurrence VARCHAR NOT NULL, state VARCHAR NOT NULL, attempts INTEGER NOT NULL,
     claimed_at BIGINT NOT NULL, sent_at BIGINT, last_error VARCHAR, PRIMARY KEY (view_id, occurrence))`,
  `CREATE TABLE IF NOT EXISTS view_shares (
     id VARCHAR PRIMARY KEY, view_id VARCHAR NOT NULL, user_id INTEGER NOT NULL, token_hash VARCHAR NOT NULL UNIQUE,
     created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL, revoked_at BIGINT, last_used_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS user_stores (user_id INTEGER NOT NULL, store_id INTEGER NOT NULL,
     PRIMARY KEY (user_id, store_id))`,
  `CREATE TABLE IF NOT EXISTS salespeople (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, ordinal INTEGER NOT NULL, username VARCHAR NOT NULL,
     first_name VARCHAR NOT NULL, last_name VARCHAR NOT NULL, status BOOLEAN NOT NULL, visible BOOLEAN NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS custom_order_statuses (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, value VARCHAR NOT NULL, label VARCHAR NOT NULL,
     is_published BOOLEAN NOT NULL, visible BOOLEAN NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS currency_rates (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, from_currency VARCHAR NOT NULL,
     to_currency VARCHAR NOT NULL, rate DECIMAL(18,8) NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS categories (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, parent_id INTEGER, name VARCHAR NOT NULL,
     is_disabled BOOLEAN NOT NULL, position INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS products (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, ordinal INTEGER NOT NULL, name VARCHAR NOT NULL,
     product_type VARCHAR NOT NULL, category_id INTEGER)`,
  `CREATE TABLE IF NOT EXISTS product_variants (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, product_id INTEGER NOT NULL, ordinal INTEGER NOT NULL,
     sku VARCHAR NOT NULL, barcode VARCHAR NOT NULL, name VARCHAR NOT NULL,
     price DECIMAL(12,2) NOT NULL, cost DECIMAL(12,2) NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS customers (
     id INTEGER PRIMARY KEY, store_id INTEGER NOT NULL, ordinal INTEGER NOT NULL, first_name VARCHAR NOT NULL,
     last_name VARCHAR NOT NULL, email VARCHAR NOT NULL, created_at TIMESTAMPTZ NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS shifts (
     id BIGINT NOT NULL, store_id INTEGER NOT NULL, outlet_id INTEGER NOT NULL, register_id INTEGER NOT NULL,
     name VARCHAR NOT NULL, local_day DATE NOT NULL, opened_at TIMESTAMPTZ NOT NULL, closed_at TIMESTAMPTZ NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS orders (
     id BIGINT NOT NULL, store_id INTEGER NOT NULL, order_number VARCHAR NOT NULL, pos_order_id VARCHAR NOT NULL,
     created_at TIMESTAMPTZ NOT NULL, outlet_id INTEGER, register_id INTEGER, customer_id INTEGER,
     is_first_order BOOLEAN NOT NULL, salesman_id INTEGER, cashier_id INTEGER, shift_id BIGINT,
     source VARCHAR NOT NULL, sales_channel VARCHAR NOT NULL, state VARCHAR NOT NULL,
     fulfillment_status VARCHAR NOT NULL, payment_status VARCHAR NOT NULL,
     item_count INTEGER NOT NULL, subtotal_ex_tax DECIMAL(12,2) NOT NULL, subtotal_inc_tax DECIMAL(12,2) NOT NULL,
     total_tax DECIMAL(12,2) NOT NULL, total_shipping DECIMAL(12,2) NOT NULL, total_discounts DECIMAL(12,2) NOT NULL,
     total_price DECIMAL(12,2) NOT NULL, refunded_total_price DECIMAL(12,2) NOT NULL,
     total_paid DECIMAL(12,2) NOT NULL, total_tip DECIMAL(12,2) NOT NULL, total_charge DECIMAL(12,2) NOT NULL,
     total_cost DECIMAL(12,2) NOT NULL, presentment_currency VARCHAR NOT NULL,
     currency_exchange_rate DECIMAL(18,8) NOT NULL, order_status_updated_at TIMESTAMPTZ NOT NULL,
     payment_status_updated_at TIMESTAMPTZ NOT NULL, order_note VARCHAR NOT NULL, staff_note VARCHAR NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS order_line_items (
     id BIGINT NOT NULL, order_id BIGINT NOT NULL, store_id INTEGER NOT NULL, created_at TIMESTAMPTZ NOT NULL,
     product_id INTEGER NOT NULL, variant_id INTEGER NOT NULL, quantity INTEGER NOT NULL,
     quantity_refunded INTEGER NOT NULL, price DECIMAL(12,2) NOT NULL, total_discount DECIMAL(12,2) NOT NULL,
     total_tax DECIMAL(12,2) NOT NULL, total_price DECIMAL(12,2) NOT NULL, refunded_amount DECIMAL(12,2) NOT NULL,
     cost DECIMAL(12,2) NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS payments (
     id BIGINT NOT NULL, order_id BIGINT NOT NULL, store_id INTEGER NOT NULL, payment_code VARCHAR NOT NULL,
     payment_name VARCHAR NOT NULL, amount DECIMAL(12,2) NOT NULL, processed_at TIMESTAMPTZ NOT NULL,
     note VARCHAR NOT NULL, reference_number VARCHAR, type VARCHAR, presentment_currency VARCHAR NOT NULL,
     currency_exchange_rate DECIMAL(18,8) NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS order_state_history (
     order_id BIGINT NOT NULL, store_id INTEGER NOT NULL, seq INTEGER NOT NULL, state VARCHAR NOT NULL,
     entered_at TIMESTAMPTZ NOT NULL)`,
  ORDER_CHANGES_TABLE,
  `CREATE TABLE IF NOT EXISTS tips (
     id BIGINT NOT NULL, order_id BIGINT NOT NULL, store_id INTEGER NOT NULL, salesman_id INTEGER,
     amount DECIMAL(12,2) NOT NULL, created_at TIMESTAMPTZ NOT NULL)`,
];

async function storedSchemaVersion(db: Database): Promise<number | undefined> {
  const [row] = await db.all<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'");
  return row ? Number(row.value) : undefined;
}

/**
 * Creates or upgrades the schema (tables, then the engine's indexes unless `indexes` is false, for
 * a bulk load that indexes afterwards) and stamps its version. Throws, naming both versions, when
 * the database was written by a newer server.
 */
export async function ensureSchema(db: Database, options: { indexes?: boolean } = {}): Promise<void> {
  await db.run(SCHEMA[0] ?? '');
  const stored = await storedSchemaVersion(db);
  if (stored !== undefined && !(stored <= SCHEMA_VERSION))
    throw new Error(
      `the database's schema is version ${String(stored)}, newer than this server's (${SCHEMA_VERSION}): run a server of that version or a newer one`,
    );
  for (const statement of SCHEMA) await db.run(statement);
  if (options.indexes !== false) await ensureIndexes(db);
  if (stored !== SCHEMA_VERSION) {
    await db.run("DELETE FROM meta WHERE key = 'schema_version'");
    await db.run("INSERT INTO meta (key, value) VALUES ('schema_version', CAST($1 AS VARCHAR))", [
      String(SCHEMA_VERSION),
    ]);
  }
}

/** The engine's indexes of the source tables (see `dialect.ts`). */
export function ensureIndexes(db: Database): Promise<void> {
  return createSourceIndexes(db);
}
