import type { Database, Row, SqlParam } from './database';

/**
 * One page of a query that has a total order (callers end `sql` with ORDER BY on a unique key, so
 * pages never overlap), plus the count of every row it matches.
 */
export async function fetchPage<T extends Row>(
  db: Database,
  sql: string,
  params: readonly SqlParam[],
  page: number,
  limit: number,
): Promise<Page<T>> {
  const n = params.length;
  const [items, counted] = await Promise.all([
    db.all<T>(`${sql} LIMIT CAST($${n + 1} AS BIGINT) OFFSET CAST($${n + 2} AS BIGINT)`, [
      ...params,
      limit,
      (page - 1) * limit,
    ]),
    db.all<{ n: number }>(`SELECT count(*) AS n FROM (${sql}) counted`, params),
  ]);
  return toPage(items, counted[0]?.n ?? 0, page, limit);
}

export interface Page<T> {
  items: T[];
  maxPage: number;
  page: number;
  countItems: number;
}

export function toPage<T>(items: T[], countItems: number, page: number, limit: number): Page<T> {
  return { items, maxPage: Math.ceil(countItems / limit), page, countItems };
}
