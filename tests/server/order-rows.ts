/**
 * Small stores and orders written straight into the tables, for tests that need orders at chosen
 * instants (time zones, incremental upkeep). Each order has one line of one product, one payment
 * and optionally a tip, so an order's figures are easy to follow: revenue = `total`.
 */
import type { Database, SqlParam } from '../../server/db/database';

export type Values = Record<string, SqlParam>;

export async function insertRows(db: Database, table: string, rows: readonly Values[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    await db.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}

export interface TestStore {
  id: number;
  name: string;
  timezone: string;
  /** The store's standard offset (minutes east of UTC). */
  offset: number;
  currency?: string;
  country?: string;
}

/** A store with one outlet (id ×100+1), one register (×1000+11), one salesperson and one product. */
export async function insertStore(db: Database, store: TestStore, userIds: readonly number[] = [1]) {
  const id = store.id;
  await insertRows(db, 'stores', [
    {
      id,
      url: `store-${id}.example.com`,
      type: 'default',
      store_external_id: `store-${id}`,
      name: store.name,
      visible: true,
      currency: store.currency ?? 'USD',
      symbol: '$',
      auth_logo_url: null,
      timezone: store.timezone,
      utc_offset_minutes: store.offset,
      opening_hour: 0,
      closing_hour: 24,
      tax_rate: 0,
      order_weight: 0,
      code: `T${id}`,
      country: store.country ?? 'US',
    },
  ]);
  await insertRows(db, 'views', [
    { id: id * 10 + 1, store_id: id, code: 'default', name: 'Default Store View', website_id: id },
  ]);
  await insertRows(
    db,
    'user_stores',
    userIds.map((userId) => ({ user_id: userId, store_id: id })),
  );
  await insertRows(db, 'outlets', [
    {
      id: id * 100 + 1,
      store_id: id,
      ordinal: 0,
      name: `${store.name} outlet`,
      status: true,
      visible: true,
      opening_hour: 0,
      closing_hour: 24,
    },
  ]);
  await insertRows(db, 'registers', [
    {
      id: id * 1000 + 11,
      store_id: id,
      outlet_id: id * 100 + 1,
      ordinal: 0,
      name: 'Register 1',
      name_display: `${store.name} · Register 1`,
      visible: true,
    },
  ]);
  await insertRows(db, 'salespeople', [
    {
      id: id * 100 + 1,
      store_id: id,
      ordinal: 1,
      username: `seller${id}`,
      first_name: 'Sam',
      last_name: `Seller${id}`,
      status: true,
      visible: true,
    },
  ]);
  await insertRows(db, 'products', [
    { id: id * 1000 + 1, store_id: id, ordinal: 1, name: 'Thing', product_type: 'simple', category_id: null },
  ]);
  await insertRows(db, 'product_variants', [
    {
      id: id * 10000 + 11,
      store_id: id,
      product_id: id * 1000 + 1,
      ordinal: 0,
      sku: `THING-${id}`,
      barcode: `BC-${id}`,
      name: '',
      price: '1',
      cost: '0.5',
    },
  ]);
}

export interface TestOrder {
  id: number;
  store: number;
  /** UTC instant of creation, ISO. */
  created: string;
  /** Revenue (tax 0, no shipping): also the line's price × 1. */
  total: number;
  state?: string;
  paymentStatus?: string;
  online?: boolean;
  tip?: number;
  /** The line's product and variant (default: the one `insertStore` made). */
  product?: { productId: number; variantId: number };
}

/** The rows of one order: the order, its line, its payment, its first state, and a tip if any. */
export async function insertOrder(db: Database, o: TestOrder): Promise<void> {
  const store = o.store;
  const amount = o.total.toFixed(2);
  const state = o.state ?? 'completed';
  await insertRows(db, 'orders', [
    {
      id: o.id,
      store_id: store,
      order_number: `T-${o.id}`,
      pos_order_id: `POS-T${o.id}`,
      created_at: o.created,
      outlet_id: o.online ? null : store * 100 + 1,
      register_id: o.online ? null : store * 1000 + 11,
      customer_id: null,
      is_first_order: false,
      salesman_id: store * 100 + 1,
      cashier_id: store * 100 + 1,
      shift_id: null,
      source: o.online ? 'online' : 'in_store',
      sales_channel: o.online ? 'ecommerce' : 'pos',
      state,
      fulfillment_status: state === 'completed' ? 'fulfilled' : 'unfulfilled',
      payment_status: o.paymentStatus ?? 'paid',
      item_count: 1,
      subtotal_ex_tax: amount,
      subtotal_inc_tax: amount,
      total_tax: '0',
      total_shipping: '0',
      total_discounts: '0',
      total_price: amount,
      refunded_total_price: '0',
      total_paid: amount,
      total_tip: (o.tip ?? 0).toFixed(2),
      total_charge: '0',
      total_cost: '0.50',
      presentment_currency: 'USD',
      currency_exchange_rate: '1',
      order_status_updated_at: o.created,
      payment_status_updated_at: o.created,
      order_note: '',
      staff_note: '',
    },
  ]);
  await insertRows(db, 'order_line_items', [
    {
      id: o.id * 10 + 1,
      order_id: o.id,
      store_id: store,
      created_at: o.created,
      product_id: o.product?.productId ?? store * 1000 + 1,
      variant_id: o.product?.variantId ?? store * 10000 + 11,
      quantity: 1,
      quantity_refunded: 0,
      price: amount,
      total_discount: '0',
      total_tax: '0',
      total_price: amount,
      refunded_amount: '0',
      cost: '0.50',
    },
  ]);
  await insertRows(db, 'payments', [
    {
      id: o.id * 10,
      order_id: o.id,
      store_id: store,
      payment_code: 'cash',
      payment_name: 'Cash',
      amount,
      processed_at: o.created,
      note: '',
      reference_number: null,
      type: null,
      presentment_currency: 'USD',
      currency_exchange_rate: '1',
    },
  ]);
  await insertRows(db, 'order_state_history', [
    { order_id: o.id, store_id: store, seq: 0, state: 'new', entered_at: o.created },
    ...(state === 'new' ? [] : [{ order_id: o.id, store_id: store, seq: 1, state, entered_at: o.created }]),
  ]);
  if (o.tip) {
    await insertRows(db, 'tips', [
      {
        id: o.id,
        order_id: o.id,
        store_id: store,
        salesman_id: store * 100 + 1,
        amount: o.tip.toFixed(2),
        created_at: o.created,
      },
    ]);
  }
}
