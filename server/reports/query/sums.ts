import { averageOf, hundredths } from '../../../src/contract/money';

/**
 * Order-level sums every revenue report is built from, and the money arithmetic that finishes
 * them. SQL sums money exactly (DECIMAL, cast to DECIMAL(18,2) so DuckDB does not carry 128-bit
 * sums); JS then works in integer cents, so derived figures are exact to the cent.
 */
export interface OrderSum {
  /** A sum of the order family (`families.ts`). */
  column: string;
  kind: 'count' | 'int' | 'money';
}

/** The order sums the revenue reports read (the order family has a few more): the one list of them. */
export const ORDER_SUMS = [
  { column: 'order_count', kind: 'count' },
  { column: 'item_count', kind: 'int' },
  { column: 'line_count', kind: 'int' },
  { column: 'lines_total', kind: 'money' },
  { column: 'total_revenue', kind: 'money' },
  { column: 'total_tax', kind: 'money' },
  { column: 'total_refund', kind: 'money' },
  { column: 'total_discount', kind: 'money' },
  { column: 'total_shipping', kind: 'money' },
  { column: 'total_tipping', kind: 'money' },
  { column: 'rev_new_customer', kind: 'money' },
  { column: 'rev_return_customer', kind: 'money' },
] as const satisfies readonly OrderSum[];

/** A column's name in camel case (`rev_new_customer`: `revNewCustomer`). */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

type SumKey = Camel<(typeof ORDER_SUMS)[number]['column']>;

/** The figures of a group: one per order sum, named as its column in camel case. */
export type OrderSums = Record<SumKey, number>;

/** Each order sum's column, kind and figure. */
const SUMS = ORDER_SUMS.map(({ column, kind }) => ({
  column,
  kind,
  key: column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as SumKey,
}));

export function emptySums(): OrderSums {
  return Object.fromEntries(SUMS.map(({ key }) => [key, 0])) as OrderSums;
}

export function readSums(row: Record<string, unknown>): OrderSums {
  const sums = emptySums();
  for (const { column, key } of SUMS) sums[key] = Number(row[column] ?? 0);
  return sums;
}

/** Two groups' sums added (money to the cent). */
export function addSums(a: OrderSums, b: OrderSums): OrderSums {
  const sums = emptySums();
  for (const { key, kind } of SUMS) sums[key] = kind === 'money' ? addMoney(a[key], b[key]) : a[key] + b[key];
  return sums;
}

// ---- money in integer cents (the rounding rule: src/contract/money.ts) ----

export function addMoney(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + hundredths(amount), 0) / 100;
}

export function subMoney(a: number, b: number): number {
  return (hundredths(a) - hundredths(b)) / 100;
}

/** part / whole as a percentage with 2 decimals; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  const w = hundredths(whole);
  return w ? Math.round((hundredths(part) * 10000) / w) / 100 : 0;
}

/** amount × rate to the cent (halves away from zero), exact for rates with up to 8 decimals. */
export function convertMoney(amount: number, rate: string): number {
  const scaled = BigInt(hundredths(amount)) * rateUnits(rate);
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const rounded = (magnitude + 50_000_000n) / 100_000_000n;
  return Number(negative ? -rounded : rounded) / 100;
}

/** A rate with up to 8 decimals as an integer count of 1e-8. */
function rateUnits(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  return BigInt(`${whole}${fraction.padEnd(8, '0').slice(0, 8)}`);
}

/** Floor division of BigInts, rounding towards −∞. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/**
 * Splits `total` (already converted, e.g. a store's figure × rate to the cent) among parts whose
 * unconverted amounts are `amounts`, so that the parts add up to `total` exactly: each part gets
 * its amount × rate rounded down to the cent, and the cents left go one each to the parts with the
 * largest remainders (ties: the earlier part). Each part is then within a cent of amount × rate.
 */
export function apportionConverted(amounts: readonly number[], rate: string, total: number): number[] {
  const units = rateUnits(rate);
  const scale = 100_000_000n;
  const exact = amounts.map((amount) => BigInt(hundredths(amount)) * units);
  const floors = exact.map((value) => floorDiv(value, scale));
  const result = [...floors];
  let left = BigInt(hundredths(total)) - floors.reduce((sum, value) => sum + value, 0n);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - (floors[i] ?? 0n) * scale }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (let k = 0; left !== 0n && byRemainder.length; k = (k + 1) % byRemainder.length) {
    const part = byRemainder[k];
    if (!part) break;
    const step = left > 0n ? 1n : -1n;
    result[part.i] = (result[part.i] ?? 0n) + step;
    left -= step;
  }
  return result.map((value) => Number(value) / 100);
}

/** The figures of a summary item, derived from the sums: those of every revenue row, and more. */
export function summaryFields(s: OrderSums) {
  return {
    ...revenueFields(s),
    totalShipping: s.totalShipping,
    avgItemCount: averageOf(s.itemCount, s.orderCount),
    revNewCustomer: s.revNewCustomer,
    revReturnCustomer: s.revReturnCustomer,
    revGuestCustomer: subMoney(s.totalRevenue, addMoney(s.revNewCustomer, s.revReturnCustomer)),
    totalTipping: s.totalTipping,
  };
}

/** The smaller set of figures per row of the "by dimension" reports (outlet, seller, register…). */
export function revenueFields(s: OrderSums) {
  return {
    orderCount: s.orderCount,
    totalRevenue: s.totalRevenue,
    totalTax: s.totalTax,
    netRevenue: subMoney(s.totalRevenue, s.totalRefund),
    totalRefund: s.totalRefund,
    totalDiscount: s.totalDiscount,
    avgOrderValue: averageOf(s.totalRevenue, s.orderCount),
    itemCount: s.itemCount,
  };
}
