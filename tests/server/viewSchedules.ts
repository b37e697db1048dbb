/** What the tests of scheduled saved views share: saving a view, scheduling it, the store it is of. */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { expect } from 'vitest';
import { platformSchema } from '../../src/contract/auth';
import { dayStartText } from '../../src/contract/businessDay';
import type { SavedViewInput } from '../../src/contract/savedViews';
import type { ViewStore } from '../../src/contract/viewTools';
import type { TestServer } from './harness';

export const DEMO = 1;
export const STAFF = 2;
export const PARIS = 2;

export const viewUrl = (userId: number | string, viewId: string) =>
  `/api/general/v0/users/${userId}/saved-views/${viewId}`;
export const scheduleUrl = (userId: number | string, viewId: string) => `${viewUrl(userId, viewId)}/schedule`;
export const schedulesUrl = (userId: number | string) =>
  `/api/general/v0/users/${userId}/saved-view-schedules`;

/** Paris's revenue by day over the last 7 days, today included. */
export const PARIS_WEEK: SavedViewInput = {
  storeId: PARIS,
  name: 'Paris this week',
  path: '/total-revenue',
  search: { mode: 'DATE' },
  range: { kind: 'lastDays', days: 7 },
  isDefault: false,
};

/** Saves a view as `username` (user `userId`): its new id. */
export async function saveView(
  server: TestServer,
  username: string,
  userId: number,
  view: Partial<SavedViewInput> = {},
): Promise<string> {
  const id = randomUUID();
  const saved = await server.send('PUT', viewUrl(userId, id), username, { ...PARIS_WEEK, ...view });
  expect(saved.status).toBe(200);
  return id;
}

/** Schedules a view of staff's: its id. */
export async function scheduledView(
  server: TestServer,
  schedule: Record<string, unknown>,
  view: Partial<SavedViewInput> = {},
): Promise<string> {
  const id = await saveView(server, 'staff', STAFF, view);
  const saved = await server.send('PUT', scheduleUrl(STAFF, id), 'staff', schedule);
  expect(saved.status, await saved.clone().text()).toBe(200);
  return id;
}

/** A store as the app's view code reads it, from the database. */
export async function viewStoreOf(server: TestServer, storeId: number): Promise<ViewStore> {
  const [row] = await server.db.all<{
    type: string;
    timezone: string;
    currency: string;
    symbol: string;
    day_starts_at: number | null;
  }>('SELECT type, timezone, currency, symbol, day_starts_at FROM stores WHERE id = CAST($1 AS INTEGER)', [
    storeId,
  ]);
  if (!row) throw new Error(`no store ${storeId}`);
  return {
    id: storeId,
    platform: v.parse(platformSchema, row.type),
    timeZone: row.timezone,
    dayStartsAt: dayStartText(row.day_starts_at ?? 0),
    currency: row.currency,
    symbol: row.symbol,
  };
}
