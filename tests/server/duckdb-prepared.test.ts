/**
 * DuckDB plans a prepared statement with the tables' statistics of that moment and does not plan it
 * again when they change; the seam prepares a statement again after a write (`DuckDatabase.prepared`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDatabase } from '../../server/db/duckdb';

let db: DuckDatabase;
beforeAll(async () => {
  db = await DuckDatabase.open(':memory:', 1);
  await db.run('CREATE TABLE picks (user_id INTEGER PRIMARY KEY, hour INTEGER NOT NULL)');
  await db.run('CREATE TABLE people (id INTEGER PRIMARY KEY)');
  await db.run('INSERT INTO people VALUES (1), (2)');
});
afterAll(() => db.close());

describe('a statement run again after writes', () => {
  it('reads rows whose values lie outside the ranges it was first planned with', async () => {
    const sorted = () => db.all('SELECT user_id, hour FROM picks ORDER BY user_id');
    const joined = () => db.all('SELECT p.user_id FROM picks p JOIN people u ON u.id = p.user_id ORDER BY 1');
    await db.run('INSERT INTO picks VALUES (2, 6)');
    expect(await sorted()).toEqual([{ user_id: 2, hour: 6 }]);
    expect(await joined()).toEqual([{ user_id: 2 }]);
    // Without planning again, the sort read 257 and 258 here and the join lost user 1.
    await db.all('DELETE FROM picks WHERE user_id = 2 RETURNING user_id');
    await db.run('INSERT INTO picks VALUES (2, 2), (1, 7)');
    expect(await sorted()).toEqual([
      { user_id: 1, hour: 7 },
      { user_id: 2, hour: 2 },
    ]);
    expect(await joined()).toEqual([{ user_id: 1 }, { user_id: 2 }]);
    await db.transaction((tx) => tx.run('INSERT INTO picks VALUES (300, 23)'));
    expect((await sorted()).map((row) => row.user_id)).toEqual([1, 2, 300]);
  });
});
