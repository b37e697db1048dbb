import type { Store } from '../../src/contract/settings';
import type { Database } from '../db/database';

interface StoreRow extends Record<string, unknown> {
  id: number;
  url: string;
  type: Store['type'];
  store_external_id: string;
  name: string;
  visible: boolean;
  currency: string;
  symbol: string;
  auth_logo_url: string | null;
  timezone: string;
  country: string | null;
  day_starts_at: number | null;
}

export function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    url: row.url,
    type: row.type,
    store_external_id: row.store_external_id,
    name: row.name,
    visible: row.visible,
    currency: row.currency,
    symbol: row.symbol,
    authLogoUrl: row.auth_logo_url,
    country: row.country ?? '',
    timezone: row.timezone,
  };
}

export async function storesOfUser(db: Database, userId: number): Promise<StoreRow[]> {
  return db.all<StoreRow>(
    `SELECT s.* FROM stores s JOIN user_stores us ON us.store_id = s.id
     WHERE us.user_id = CAST($1 AS INTEGER) ORDER BY s.id`,
    [userId],
  );
}

export async function storeById(db: Database, storeId: number): Promise<StoreRow> {
  const [row] = await db.all<StoreRow>('SELECT * FROM stores WHERE id = CAST($1 AS INTEGER)', [storeId]);
  if (!row) throw new Error(`store ${storeId} vanished after its access check`);
  return row;
}

export async function viewOfStore(
  db: Database,
  storeId: number,
  by: { id?: number | undefined; code?: string | undefined },
): Promise<{ id: number; code: string; name: string; website_id: number } | undefined> {
  const [row] = await db.all<{ id: number; code: string; name: string; website_id: number }>(
    `SELECT id, code, name, website_id FROM views
     WHERE store_id = CAST($1 AS INTEGER)
       AND (CAST($2 AS INTEGER) IS NULL OR id = CAST($2 AS INTEGER))
       AND (CAST($3 AS VARCHAR) IS NULL OR code = CAST($3 AS VARCHAR))
     ORDER BY CASE WHEN code = 'default' THEN 0 ELSE 1 END, id LIMIT 1`,
    [storeId, by.id ?? null, by.code ?? null],
  );
  return row;
}
