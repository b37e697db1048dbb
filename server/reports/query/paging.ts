import type { Database, Row, SqlParam } from '../../db/database';

export interface GroupPage {
  rows: Row[];
  countItems: number;
  /** Sum of each `totals` column over every group, not just the page. */
  totals: Record<string, number>;
}

/**
 * One page of an aggregate query plus the number of its rows and column totals, in one query
 * (window functions), so only the page is converted into JS values: that conversion costs about a
 * microsecond per value on the event loop. `grouped` must yield the `orderBy` columns; the order
 * has to be total for pages not to overlap.
 */
export async function pageOfGroups(
  db: Database,
  options: {
    grouped: string;
    params: readonly SqlParam[];
    orderBy: readonly string[];
    totals: Record<string, 'money' | 'int'>;
    /** Extra expressions selected per row (e.g. the period as text). */
    select?: string;
    page: number;
    limit: number;
  },
): Promise<GroupPage> {
  const columns = Object.entries(options.totals);
  const cast = (kind: 'money' | 'int') => (kind === 'money' ? 'DECIMAL(18,2)' : 'BIGINT');
  const windows = columns.map(([c, kind]) => `CAST(sum(${c}) OVER () AS ${cast(kind)}) AS t_${c}`);
  const n = options.params.length;
  const rows = await db.all(
    `SELECT ${options.select ? `${options.select}, ` : ''}*, count(*) OVER () AS count_items${windows.map((w) => `, ${w}`).join('')}
     FROM (${options.grouped}) g ORDER BY ${options.orderBy.map((c) => `${c} NULLS LAST`).join(', ')}
     LIMIT CAST($${n + 1} AS BIGINT) OFFSET CAST($${n + 2} AS BIGINT)`,
    [...options.params, options.limit, (options.page - 1) * options.limit],
  );
  let summary: Row | undefined = rows[0];
  if (!summary) {
    // Past the last page the window values come with no row: count and sum on their own.
    const sums = columns.map(([c, kind]) => `, CAST(sum(${c}) AS ${cast(kind)}) AS t_${c}`).join('');
    [summary] = await db.all(
      `SELECT count(*) AS count_items${sums} FROM (${options.grouped}) g`,
      options.params,
    );
  }
  return {
    rows,
    countItems: Number(summary?.count_items ?? 0),
    totals: Object.fromEntries(columns.map(([c]) => [c, Number(summary?.[`t_${c}`] ?? 0)])),
  };
}

const DAY_MS = 86_400_000;

/**
 * One page of rows ordered by time (then a unique column), read from the start (ASC) or the end
 * (DESC) of the range only as far as the page needs: the page is taken from a window of a day,
 * four, sixteen… at that end, and is the range's page as soon as it is full (the window then holds
 * every row up to it), so a year-long range costs about what its last days cost. Rows are stored
 * by time, so each window skips the others.
 */
export async function pageByTime<T extends Row>(
  db: Database,
  options: {
    /** The select list. */
    select: string;
    /** `<tables> WHERE <conditions>`. */
    from: string;
    params: readonly SqlParam[];
    timeColumn: string;
    /** The ORDER BY, from the time column first. */
    orderBy: string;
    direction: 'ASC' | 'DESC';
    range: { min: { valueOf(): number }; max: { valueOf(): number } };
    page: number;
    limit: number;
  },
): Promise<T[]> {
  const min = options.range.min.valueOf();
  const max = options.range.max.valueOf();
  const n = options.params.length;
  const pageOf = (window: string, windowParams: SqlParam[]) =>
    db.all<T>(
      `SELECT ${options.select} FROM ${options.from}${window} ORDER BY ${options.orderBy}
       LIMIT CAST($${n + windowParams.length + 1} AS BIGINT) OFFSET CAST($${n + windowParams.length + 2} AS BIGINT)`,
      [...options.params, ...windowParams, options.limit, (options.page - 1) * options.limit],
    );
  for (let span = DAY_MS; ; span *= 4) {
    if (span >= max - min) return pageOf('', []);
    const from = options.direction === 'ASC' ? min : max - span;
    const to = options.direction === 'ASC' ? min + span : max;
    const window = ` AND ${options.timeColumn} >= CAST($${n + 1} AS TIMESTAMPTZ) AND ${options.timeColumn} < CAST($${n + 2} AS TIMESTAMPTZ)`;
    const rows = await pageOf(window, [new Date(from).toISOString(), new Date(to).toISOString()]);
    if (rows.length === options.limit) return rows;
  }
}
