/**
 * A tiny hand-made dataset for the report tests, written straight into the tables (not by the
 * demo generator), so every expected figure in reports-fixture.test.ts can be computed by hand.
 *
 * Store 901 "Fixture East": India, offset +05:30, INR (0.012 USD). Store 902 "Fixture West": US, −05:00, USD.
 * Orders (local time of their store):
 *   901  O6 2025-12-31 23:59  completed  52.50        (2025-12-31T18:29Z: already 2026 at +09:00)
 *        O5 2026-02-28 22:00  completed  105.00       (16:30Z: already March at +09:00)
 *        O1 2026-03-01 23:59  completed  257.25 tip 10 (18:29Z)
 *        O2 2026-03-02 00:01  partially_returned 207.50, refund 157.50 (18:31Z on Mar 1: 2 min after O1)
 *        O3 2026-03-02 12:00  online, processing, 230.00 incl. shipping 20 (06:30Z)
 *        O4 2026-03-02 15:00  canceled 25.00 (09:30Z)
 *   902  P1 2026-03-01 23:59  completed 21.60 tip 2 (2026-03-02T04:59Z)
 *        P2 2026-03-02 00:01  completed 38.88 (05:01Z)
 */
import type { Database, SqlParam } from '../../server/db/database';
import { refreshReportFacts } from '../../server/reports/tables/facts';

type Values = Record<string, SqlParam>;

async function insert(db: Database, table: string, rows: readonly Values[]) {
  for (const row of rows) {
    const columns = Object.keys(row);
    await db.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  }
}

export const EAST = 901;
export const WEST = 902;

export const IDS = {
  outletEastA: 90101,
  outletEastB: 90102,
  outletWest: 90201,
  registerEastA: 901011,
  registerEastB: 901021,
  registerWest: 902011,
  ann: 90101,
  bob: 90102,
  cat: 90201,
  dee: 9010001,
  eli: 9010002,
  fay: 9020001,
  drinks: 90110,
  coffee: 90111,
  food: 90120,
  apparel: 90210,
  latte: 9010001,
  mug: 9010002,
  gift: 9010003,
  tee: 9020001,
  latteSmall: 90100011,
  latteLarge: 90100012,
  mugVariant: 90100020,
  giftVariant: 90100030,
  teeVariant: 90200010,
} as const;

function store(
  id: number,
  name: string,
  currency: string,
  country: string,
  offset: number,
  timezone: string,
): Values {
  return {
    id,
    url: `fixture-${id}.example.com`,
    type: 'default',
    store_external_id: `fixture-${id}`,
    name,
    visible: true,
    currency,
    symbol: currency,
    auth_logo_url: null,
    timezone,
    utc_offset_minutes: offset,
    opening_hour: 0,
    closing_hour: 24,
    tax_rate: 0.05,
    order_weight: 0,
    code: `F${id}`,
    country,
  };
}

interface OrderSpec {
  id: number;
  store: number;
  created: string;
  outlet: number | null;
  register: number | null;
  customer: number | null;
  first: boolean;
  salesman: number | null;
  cashier: number | null;
  source: 'in_store' | 'online';
  state: string;
  fulfillment: string;
  payment: string;
  items: number;
  exTax: string;
  incTax: string;
  tax: string;
  shipping: string;
  discounts: string;
  total: string;
  refunded: string;
  paid: string;
  tip: string;
  cost: string;
  currency: string;
}

function order(o: OrderSpec): Values {
  return {
    id: o.id,
    store_id: o.store,
    order_number: `F-${o.id}`,
    pos_order_id: `POS-F${o.id}`,
    created_at: o.created,
    outlet_id: o.outlet,
    register_id: o.register,
    customer_id: o.customer,
    is_first_order: o.first,
    salesman_id: o.salesman,
    cashier_id: o.cashier,
    shift_id: null,
    source: o.source,
    sales_channel: o.source === 'online' ? 'ecommerce' : 'pos',
    state: o.state,
    fulfillment_status: o.fulfillment,
    payment_status: o.payment,
    item_count: o.items,
    subtotal_ex_tax: o.exTax,
    subtotal_inc_tax: o.incTax,
    total_tax: o.tax,
    total_shipping: o.shipping,
    total_discounts: o.discounts,
    total_price: o.total,
    refunded_total_price: o.refunded,
    total_paid: o.paid,
    total_tip: o.tip,
    total_charge: '0',
    total_cost: o.cost,
    presentment_currency: o.currency,
    currency_exchange_rate: '1',
    order_status_updated_at: o.created,
    payment_status_updated_at: o.created,
    order_note: o.id === 9001 ? 'Birthday' : '',
    staff_note: '',
  };
}

const none = { outlet: null, register: null };
const eastA = { outlet: IDS.outletEastA, register: IDS.registerEastA };
const eastB = { outlet: IDS.outletEastB, register: IDS.registerEastB };
const west = { outlet: IDS.outletWest, register: IDS.registerWest };
const inr = { store: EAST, currency: 'INR', shipping: '0', refunded: '0', tip: '0' };
const usd = { store: WEST, currency: 'USD', shipping: '0', refunded: '0', tip: '0' };

const ORDERS: OrderSpec[] = [
  // biome-ignore format: one order per line reads best
  { ...inr, id: 9006, created: '2025-12-31T18:29:00Z', ...eastA, customer: null, first: false, salesman: IDS.ann, cashier: IDS.ann, source: 'in_store', state: 'completed', fulfillment: 'fulfilled', payment: 'paid', items: 1, exTax: '50', incTax: '52.50', tax: '2.50', discounts: '0', total: '52.50', paid: '52.50', cost: '20' },
  // biome-ignore format: one order per line reads best
  { ...inr, id: 9005, created: '2026-02-28T16:30:00Z', ...eastB, customer: null, first: false, salesman: IDS.ann, cashier: IDS.ann, source: 'in_store', state: 'completed', fulfillment: 'fulfilled', payment: 'paid', items: 1, exTax: '100', incTax: '105', tax: '5', discounts: '0', total: '105', paid: '105', cost: '40' },
  // biome-ignore format: one order per line reads best
  { ...inr, id: 9001, created: '2026-03-01T18:29:00Z', ...eastA, customer: IDS.dee, first: true, salesman: IDS.ann, cashier: IDS.bob, source: 'in_store', state: 'completed', fulfillment: 'fulfilled', payment: 'paid', items: 3, exTax: '245', incTax: '257.25', tax: '12.25', discounts: '5', total: '257.25', paid: '267.25', tip: '10', cost: '100' },
  // biome-ignore format: one order per line reads best
  { ...inr, id: 9002, created: '2026-03-01T18:31:00Z', ...eastB, customer: IDS.dee, first: false, salesman: IDS.bob, cashier: IDS.bob, source: 'in_store', state: 'partially_returned', fulfillment: 'partially_restocked', payment: 'partially_refunded', items: 3, exTax: '200', incTax: '207.50', tax: '7.50', discounts: '0', total: '207.50', refunded: '157.50', paid: '207.50', cost: '90' },
  // biome-ignore format: one order per line reads best
  { ...inr, id: 9003, created: '2026-03-02T06:30:00Z', ...none, customer: IDS.eli, first: true, salesman: IDS.ann, cashier: null, source: 'online', state: 'processing', fulfillment: 'unfulfilled', payment: 'paid', items: 4, exTax: '200', incTax: '210', tax: '10', shipping: '20', discounts: '0', total: '230', paid: '230', cost: '80' },
  // biome-ignore format: one order per line reads best
  { ...inr, id: 9004, created: '2026-03-02T09:30:00Z', ...eastA, customer: null, first: false, salesman: IDS.bob, cashier: IDS.bob, source: 'in_store', state: 'canceled', fulfillment: 'unfulfilled', payment: 'unpaid', items: 1, exTax: '25', incTax: '25', tax: '0', discounts: '0', total: '25', paid: '0', cost: '15' },
  // biome-ignore format: one order per line reads best
  { ...usd, id: 9101, created: '2026-03-02T04:59:00Z', ...west, customer: IDS.fay, first: true, salesman: IDS.cat, cashier: IDS.cat, source: 'in_store', state: 'completed', fulfillment: 'fulfilled', payment: 'paid', items: 1, exTax: '20', incTax: '21.60', tax: '1.60', discounts: '0', total: '21.60', paid: '23.60', tip: '2', cost: '8' },
  // biome-ignore format: one order per line reads best
  { ...usd, id: 9102, created: '2026-03-02T05:01:00Z', ...west, customer: null, first: false, salesman: IDS.cat, cashier: IDS.cat, source: 'in_store', state: 'completed', fulfillment: 'fulfilled', payment: 'paid', items: 2, exTax: '36', incTax: '38.88', tax: '2.88', discounts: '4', total: '38.88', paid: '38.88', cost: '16' },
];

function line(
  id: number,
  orderId: number,
  created: string,
  product: number,
  variant: number,
  qty: number,
  price: string,
  discount: string,
  tax: string,
  total: string,
  cost: string,
  refundedQty = 0,
  refunded = '0',
  storeId = EAST,
): Values {
  return {
    id,
    order_id: orderId,
    store_id: storeId,
    created_at: created,
    product_id: product,
    variant_id: variant,
    quantity: qty,
    quantity_refunded: refundedQty,
    price,
    total_discount: discount,
    total_tax: tax,
    total_price: total,
    refunded_amount: refunded,
    cost,
  };
}

const L = IDS;
const LINES: Values[] = [
  line(90061, 9006, '2025-12-31T18:29:00Z', L.mug, L.mugVariant, 1, '50', '0', '2.50', '52.50', '20'),
  line(90051, 9005, '2026-02-28T16:30:00Z', L.latte, L.latteSmall, 1, '100', '0', '5', '105', '40'),
  line(90011, 9001, '2026-03-01T18:29:00Z', L.latte, L.latteSmall, 2, '100', '0', '10', '210', '80'),
  line(90012, 9001, '2026-03-01T18:29:00Z', L.mug, L.mugVariant, 1, '50', '5', '2.25', '47.25', '20'),
  line(
    90021,
    9002,
    '2026-03-01T18:31:00Z',
    L.latte,
    L.latteLarge,
    1,
    '150',
    '0',
    '7.50',
    '157.50',
    '60',
    1,
    '157.50',
  ),
  line(90022, 9002, '2026-03-01T18:31:00Z', L.gift, L.giftVariant, 2, '25', '0', '0', '50', '30'),
  line(90031, 9003, '2026-03-02T06:30:00Z', L.mug, L.mugVariant, 4, '50', '0', '10', '210', '80'),
  line(90041, 9004, '2026-03-02T09:30:00Z', L.gift, L.giftVariant, 1, '25', '0', '0', '25', '15'),
  line(
    91011,
    9101,
    '2026-03-02T04:59:00Z',
    L.tee,
    L.teeVariant,
    1,
    '20',
    '0',
    '1.60',
    '21.60',
    '8',
    0,
    '0',
    WEST,
  ),
  line(
    91021,
    9102,
    '2026-03-02T05:01:00Z',
    L.tee,
    L.teeVariant,
    2,
    '20',
    '4',
    '2.88',
    '38.88',
    '16',
    0,
    '0',
    WEST,
  ),
];

function payment(
  id: number,
  orderId: number,
  storeId: number,
  code: string,
  name: string,
  amount: string,
  at: string,
  type: string | null,
  reference: string | null,
  currency: string,
): Values {
  return {
    id,
    order_id: orderId,
    store_id: storeId,
    payment_code: code,
    payment_name: name,
    amount,
    processed_at: at,
    note: type === 'refund' ? 'Returned' : '',
    reference_number: reference,
    type,
    presentment_currency: currency,
    currency_exchange_rate: '1',
  };
}

const PAYMENTS: Values[] = [
  payment(90060, 9006, EAST, 'cash', 'Cash', '52.50', '2025-12-31T18:29:30Z', null, null, 'INR'),
  payment(90050, 9005, EAST, 'gift_card', 'Gift Card', '105', '2026-02-28T16:30:30Z', null, 'GC-1', 'INR'),
  payment(90010, 9001, EAST, 'cash', 'Cash', '300', '2026-03-01T18:29:30Z', null, null, 'INR'),
  payment(90011, 9001, EAST, 'cash', 'Cash', '32.75', '2026-03-01T18:29:30Z', 'change', null, 'INR'),
  payment(
    90020,
    9002,
    EAST,
    'credit_card',
    'Credit Card',
    '207.50',
    '2026-03-01T18:31:30Z',
    null,
    'TX-2',
    'INR',
  ),
  payment(
    90023,
    9002,
    EAST,
    'credit_card',
    'Credit Card',
    '157.50',
    '2026-03-05T10:00:00Z',
    'refund',
    'TX-2R',
    'INR',
  ),
  payment(
    90030,
    9003,
    EAST,
    'credit_card',
    'Credit Card',
    '230',
    '2026-03-02T06:30:30Z',
    null,
    'TX-3',
    'INR',
  ),
  payment(
    91010,
    9101,
    WEST,
    'credit_card',
    'Credit Card',
    '23.60',
    '2026-03-02T04:59:30Z',
    null,
    'TX-W1',
    'USD',
  ),
  payment(91020, 9102, WEST, 'cash', 'Cash', '40', '2026-03-02T05:01:30Z', null, null, 'USD'),
  payment(91021, 9102, WEST, 'cash', 'Cash', '1.12', '2026-03-02T05:01:30Z', 'change', null, 'USD'),
];

function step(orderId: number, storeId: number, seq: number, state: string, at: string): Values {
  return { order_id: orderId, store_id: storeId, seq, state, entered_at: at };
}

const HISTORY: Values[] = [
  step(9006, EAST, 0, 'new', '2025-12-31T18:29:00Z'),
  step(9006, EAST, 1, 'completed', '2025-12-31T18:34:00Z'),
  step(9005, EAST, 0, 'new', '2026-02-28T16:30:00Z'),
  step(9005, EAST, 1, 'completed', '2026-02-28T16:40:00Z'),
  step(9001, EAST, 0, 'new', '2026-03-01T18:29:00Z'),
  step(9001, EAST, 1, 'completed', '2026-03-01T18:59:00Z'),
  step(9002, EAST, 0, 'new', '2026-03-01T18:31:00Z'),
  step(9002, EAST, 1, 'completed', '2026-03-02T06:31:00Z'),
  step(9002, EAST, 2, 'partially_returned', '2026-03-04T06:31:00Z'),
  step(9003, EAST, 0, 'new', '2026-03-02T06:30:00Z'),
  step(9003, EAST, 1, 'processing', '2026-03-02T07:30:00Z'),
  step(9004, EAST, 0, 'new', '2026-03-02T09:30:00Z'),
  step(9004, EAST, 1, 'canceled', '2026-03-02T09:40:00Z'),
  step(9101, WEST, 0, 'new', '2026-03-02T04:59:00Z'),
  step(9101, WEST, 1, 'completed', '2026-03-02T05:04:00Z'),
  step(9102, WEST, 0, 'new', '2026-03-02T05:01:00Z'),
  step(9102, WEST, 1, 'completed', '2026-03-02T05:02:00Z'),
];

/** Writes the dataset (owner `demo` sees both stores, `staff` only West) and rebuilds the report tables. */
export async function insertFixture(db: Database): Promise<void> {
  await insert(db, 'stores', [
    store(EAST, 'Fixture East', 'INR', 'IN', 330, 'Asia/Kolkata'),
    store(WEST, 'Fixture West', 'USD', 'US', -300, 'America/New_York'),
  ]);
  await insert(db, 'currency_rates', [
    { id: 90101, store_id: EAST, from_currency: 'INR', to_currency: 'USD', rate: '0.012' },
    { id: 90102, store_id: EAST, from_currency: 'INR', to_currency: 'INR', rate: '1' },
    { id: 90201, store_id: WEST, from_currency: 'USD', to_currency: 'USD', rate: '1' },
  ]);
  await insert(db, 'user_stores', [
    { user_id: 1, store_id: EAST },
    { user_id: 1, store_id: WEST },
    { user_id: 2, store_id: WEST },
  ]);
  await insert(db, 'outlets', [
    {
      id: IDS.outletEastA,
      store_id: EAST,
      ordinal: 0,
      name: 'East A',
      status: true,
      visible: true,
      opening_hour: 0,
      closing_hour: 24,
    },
    {
      id: IDS.outletEastB,
      store_id: EAST,
      ordinal: 1,
      name: 'East B',
      status: true,
      visible: true,
      opening_hour: 0,
      closing_hour: 24,
    },
    {
      id: IDS.outletWest,
      store_id: WEST,
      ordinal: 0,
      name: 'West A',
      status: true,
      visible: true,
      opening_hour: 0,
      closing_hour: 24,
    },
  ]);
  await insert(db, 'registers', [
    {
      id: IDS.registerEastA,
      store_id: EAST,
      outlet_id: IDS.outletEastA,
      ordinal: 0,
      name: 'Register 1',
      name_display: 'East A · Register 1',
      visible: true,
    },
    {
      id: IDS.registerEastB,
      store_id: EAST,
      outlet_id: IDS.outletEastB,
      ordinal: 0,
      name: 'Register 1',
      name_display: 'East B · Register 1',
      visible: true,
    },
    {
      id: IDS.registerWest,
      store_id: WEST,
      outlet_id: IDS.outletWest,
      ordinal: 0,
      name: 'Register 1',
      name_display: 'West A · Register 1',
      visible: true,
    },
  ]);
  const person = (id: number, storeId: number, first: string, last: string): Values => ({
    id,
    store_id: storeId,
    ordinal: id % 100,
    username: first.toLowerCase(),
    first_name: first,
    last_name: last,
    status: true,
    visible: true,
  });
  await insert(db, 'salespeople', [
    person(IDS.ann, EAST, 'Ann', 'Lee'),
    person(IDS.bob, EAST, 'Bob', 'Ray'),
    person(IDS.cat, WEST, 'Cat', 'Fox'),
  ]);
  const customer = (id: number, storeId: number, first: string, last: string): Values => ({
    id,
    store_id: storeId,
    ordinal: id % 100,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@example.com`,
    created_at: '2025-01-01T00:00:00Z',
  });
  await insert(db, 'customers', [
    customer(IDS.dee, EAST, 'Dee', 'Moss'),
    customer(IDS.eli, EAST, 'Eli', 'Park'),
    customer(IDS.fay, WEST, 'Fay', 'Ng'),
  ]);
  await insert(db, 'categories', [
    { id: IDS.drinks, store_id: EAST, parent_id: null, name: 'Drinks', is_disabled: false, position: 0 },
    {
      id: IDS.coffee,
      store_id: EAST,
      parent_id: IDS.drinks,
      name: 'Coffee',
      is_disabled: false,
      position: 1,
    },
    { id: IDS.food, store_id: EAST, parent_id: null, name: 'Food', is_disabled: false, position: 2 },
    { id: IDS.apparel, store_id: WEST, parent_id: null, name: 'Apparel', is_disabled: false, position: 0 },
  ]);
  await insert(db, 'products', [
    {
      id: IDS.latte,
      store_id: EAST,
      ordinal: 1,
      name: 'Latte',
      product_type: 'configurable',
      category_id: IDS.coffee,
    },
    { id: IDS.mug, store_id: EAST, ordinal: 2, name: 'Mug', product_type: 'simple', category_id: IDS.drinks },
    { id: IDS.gift, store_id: EAST, ordinal: 3, name: 'Gift', product_type: 'simple', category_id: null },
    {
      id: IDS.tee,
      store_id: WEST,
      ordinal: 1,
      name: 'Tee',
      product_type: 'simple',
      category_id: IDS.apparel,
    },
  ]);
  const variant = (
    id: number,
    product: number,
    storeId: number,
    ordinal: number,
    sku: string,
    name: string,
    price: string,
    cost: string,
  ): Values => ({
    id,
    store_id: storeId,
    product_id: product,
    ordinal,
    sku,
    barcode: `BC-${sku}`,
    name,
    price,
    cost,
  });
  await insert(db, 'product_variants', [
    variant(IDS.latteSmall, IDS.latte, EAST, 0, 'LAT-S', 'Small', '100', '40'),
    variant(IDS.latteLarge, IDS.latte, EAST, 1, 'LAT-L', 'Large', '150', '60'),
    variant(IDS.mugVariant, IDS.mug, EAST, 0, 'MUG', '', '50', '20'),
    variant(IDS.giftVariant, IDS.gift, EAST, 0, 'GIFT', '', '25', '15'),
    variant(IDS.teeVariant, IDS.tee, WEST, 0, 'TEE', '', '20', '8'),
  ]);
  await insert(db, 'orders', ORDERS.map(order));
  await insert(db, 'order_line_items', LINES);
  await insert(db, 'payments', PAYMENTS);
  await insert(db, 'order_state_history', HISTORY);
  await insert(db, 'tips', [
    {
      id: 9001,
      order_id: 9001,
      store_id: EAST,
      salesman_id: IDS.ann,
      amount: '10',
      created_at: '2026-03-01T18:35:00Z',
    },
    {
      id: 9101,
      order_id: 9101,
      store_id: WEST,
      salesman_id: IDS.cat,
      amount: '2',
      created_at: '2026-03-02T05:05:00Z',
    },
  ]);
  await refreshReportFacts(db);
}
