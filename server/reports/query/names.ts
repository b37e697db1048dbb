import { cached } from '../../db/cache';
import type { Database } from '../../db/database';
import { Sql } from './sql';

/**
 * Names of the small dimension tables, read separately and joined in JS: the hot aggregate queries
 * then touch only the fact table.
 */
export interface Names {
  outlets: Map<number, string>;
  registers: Map<number, { name: string; nameDisplay: string; outletId: number }>;
  salespeople: Map<number, string>;
}

export function loadNames(db: Database, storeIds: readonly number[]): Promise<Names> {
  return cached(db, `names:${storeIds.join(',')}`, () => readNames(db, storeIds));
}

async function readNames(db: Database, storeIds: readonly number[]): Promise<Names> {
  const inStores = (alias = '') => {
    const sql = new Sql();
    return { sql, where: sql.in(`${alias}store_id`, storeIds, 'INTEGER') };
  };
  const o = inStores();
  const r = inStores();
  const p = inStores();
  const [outlets, registers, people] = await Promise.all([
    db.all<{ id: number; name: string }>(`SELECT id, name FROM outlets WHERE ${o.where}`, o.sql.params),
    db.all<{ id: number; name: string; name_display: string; outlet_id: number }>(
      `SELECT id, name, name_display, outlet_id FROM registers WHERE ${r.where}`,
      r.sql.params,
    ),
    db.all<{ id: number; first_name: string; last_name: string }>(
      `SELECT id, first_name, last_name FROM salespeople WHERE ${p.where}`,
      p.sql.params,
    ),
  ]);
  return {
    outlets: new Map(outlets.map((row) => [row.id, row.name])),
    registers: new Map(
      registers.map((row) => [
        row.id,
        { name: row.name, nameDisplay: row.name_display, outletId: row.outlet_id },
      ]),
    ),
    salespeople: new Map(people.map((row) => [row.id, `${row.first_name} ${row.last_name}`])),
  };
}

export interface CustomerName {
  firstName: string;
  lastName: string;
}

/** Names of some customers of a store (the store bounds the scan to its own customers). */
export async function loadCustomers(
  db: Database,
  storeId: number,
  ids: readonly (number | null)[],
): Promise<Map<number, CustomerName>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const sql = new Sql();
  const rows = await db.all<{ id: number; first_name: string; last_name: string }>(
    `SELECT id, first_name, last_name FROM customers
     WHERE store_id = ${sql.bind(storeId, 'INTEGER')} AND ${sql.in('id', wanted, 'INTEGER')}`,
    sql.params,
  );
  return new Map(rows.map((row) => [row.id, { firstName: row.first_name, lastName: row.last_name }]));
}

/** "Outlet · Register" as the register's display name, or null for online orders. */
export function outletRegister(names: Names, registerId: number | null): string | null {
  return registerId === null ? null : (names.registers.get(registerId)?.nameDisplay ?? null);
}

export const ONLINE_LABEL = 'Online';
export const NONE_LABEL = 'None';
