import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDatabase } from '../../server/db/duckdb';
import { inReportLane } from '../../server/db/reportLane';

let db: DuckDatabase;
beforeAll(async () => {
  db = await DuckDatabase.open(':memory:', 2);
});
afterAll(() => db.close());

describe('DuckDB data-access seam', () => {
  it('reuses a prepared query with new parameters and plain JS values', async () => {
    await db.run('CREATE TABLE t (id BIGINT, amount DECIMAL(12,2), happened_at TIMESTAMPTZ)');
    await db.run(
      "INSERT INTO t VALUES (1, 10.25, TIMESTAMPTZ '2026-01-01 10:00:00+00'), (2, 0.10, TIMESTAMPTZ '2026-01-02 00:00:00+00')",
    );
    const sql = 'SELECT id, amount, happened_at FROM t WHERE id = CAST($1 AS BIGINT)';
    expect(await db.all(sql, [1])).toEqual([
      { id: 1, amount: 10.25, happened_at: '2026-01-01T10:00:00.000Z' },
    ]);
    expect(await db.all(sql, [2])).toEqual([{ id: 2, amount: 0.1, happened_at: '2026-01-02T00:00:00.000Z' }]);
    expect(await db.all(sql, [3])).toEqual([]);
  });

  it("reads decimals of every width as the numbers DuckDB's own cast to DOUBLE gives", async () => {
    const rows = await db.all<{ value: number; cast: number }>(
      `SELECT value, CAST(value AS DOUBLE) AS cast FROM (
         SELECT CAST(round((random() - 0.5) * 2e11, 2) AS DECIMAL(18,2)) AS value FROM range(2000)
         UNION ALL SELECT CAST(v AS DECIMAL(18,2)) FROM (VALUES (0.1), (0.29), (-0.05), (0.07), (99999999999.99)) t(v)
         UNION ALL SELECT CAST(round(random() * 9999, 2) AS DECIMAL(6,2)) FROM range(500)
         UNION ALL SELECT CAST(round(random() * 1e6, 4) AS DECIMAL(30,4)) FROM range(500)
       )`,
    );
    expect(rows).toHaveLength(3005);
    for (const { value, cast } of rows) expect(value).toBe(cast);
  });

  it('keeps answering a cached query after its table is replaced', async () => {
    const sql = 'SELECT count(*) AS n FROM r';
    await db.run('CREATE OR REPLACE TABLE r AS SELECT * FROM range(3)');
    expect(await db.all(sql)).toEqual([{ n: 3 }]);
    await db.run('CREATE OR REPLACE TABLE r AS SELECT * FROM range(5)');
    expect(await db.all(sql)).toEqual([{ n: 5 }]);
  });

  it('runs more queries at once than it has connections, each with its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => db.all<{ v: number }>('SELECT CAST($1 AS INTEGER) * 2 AS v', [i])),
    );
    expect(answers.map((rows) => rows[0]?.v)).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
  });

  it('reports a bad query as an error without breaking the pool', async () => {
    await expect(db.all('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    expect(await db.all('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('keeps a connection free of report queries for everything else', async () => {
    const lanes = await DuckDatabase.open(':memory:', 2, 1);
    try {
      const finished: string[] = [];
      const slow = (name: string) =>
        inReportLane(() =>
          lanes.all('SELECT sum(i) AS s FROM range(CAST($1 AS BIGINT)) t(i)', [60_000_000]),
        ).then(() => finished.push(name));
      const reports = [slow('report 1'), slow('report 2')];
      await new Promise((resolve) => setTimeout(resolve, 5));
      await lanes.all('SELECT 1 AS one').then(() => finished.push('other'));
      await Promise.all(reports);
      expect(finished).toEqual(['other', 'report 1', 'report 2']);
    } finally {
      await lanes.close();
    }
  });

  it('closes at once: the queries running are interrupted and new ones refused', async () => {
    const closing = await DuckDatabase.open(':memory:', 2);
    // Many seconds of work: a cross join summed.
    const running = closing.all<{ s: number }>(
      'SELECT sum(a.i * b.i) AS s FROM range(CAST($1 AS BIGINT)) a(i), range(1000) b(i)',
      [100_000_000],
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const closed = closing.close();
    await expect(closing.all('SELECT 1 AS one')).rejects.toThrow(/closed/);
    await expect(running).rejects.toThrow(/interrupt/i);
    await closed;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
