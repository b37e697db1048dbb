import { Hono } from 'hono';
import * as v from 'valibot';
import { idListParam } from '../../src/contract/wireParams';
import type { Database } from '../db/database';
import { requireStoreAccess } from '../http/auth';
import type { AppEnv, ResolvedDeps } from '../http/env';
import { apiError } from '../http/errors';
import { jsonAnswer } from '../http/jsonAnswer';
import { preparingError } from '../http/preparing';
import { parseQuery, singleValuedQuery } from '../http/query';
import { runnersOf } from '../reports/allRunners';
import { answerReport } from '../reports/engine';
import { Sql } from '../reports/query/sql';
import { reportTablesPreparing } from '../reports/tables/facts';
import { categoryFilterParams } from './catalog';
import { filterCategories } from './categories';

/** Reports service: every endpoint runner under /v0 or /v1 stores paths. */
export function reportsRoutes(deps: ResolvedDeps) {
  const { db } = deps;
  const tablesReady = reportTablesReady(deps);

  const service = (version: 'v0' | 'v1') => {
    const routes = new Hono<AppEnv>().use(requireStoreAccess(db));
    if (version === 'v0') {
      routes.get('/categories/filter', async (c) => {
        const query = parseQuery(c, {
          ...categoryFilterParams,
          outletIds: v.optional(idListParam),
          registerIds: v.optional(idListParam),
        });
        const storeId = c.get('storeId');
        return c.json(
          await filterCategories(db, storeId, {
            ...query,
            usedCategoryIds: await soldCategories(
              db,
              tablesReady,
              storeId,
              query.outletIds,
              query.registerIds,
            ),
          }),
        );
      });
    }
    const reports = runnersOf(version);
    for (const report of reports) {
      routes.get(`/${report.endpoint.name}`, async (c) => {
        const request = { query: singleValuedQuery(c), storeId: c.get('storeId'), userId: c.get('user').id };
        return jsonAnswer(c, await answerReport(report, request, db, tablesReady));
      });
    }
    routes.get('/:report', (c) => {
      throw apiError(
        404,
        `Unknown report '${c.req.param('report')}'; ${version} reports are ${reports.map((r) => r.endpoint.name).join(', ')}`,
      );
    });
    return routes;
  };

  return new Hono<AppEnv>()
    .route('/v0/stores/:storeId', service('v0'))
    .route('/v1/stores/:storeId', service('v1'));
}

/**
 * What a report request waits for before reading the report tables: nothing while they serve; while
 * they are built (a first start, a new version), a 503 at once with how far the build got, so no
 * request is held longer than the report gate would hold it.
 */
function reportTablesReady(deps: ResolvedDeps) {
  return async (db: Database) => {
    const preparing = await reportTablesPreparing(db, deps.reportGate.options.maxWaitMs);
    if (preparing) throw preparingError(preparing.progress, preparing.retryAfterSeconds);
  };
}

/**
 * Categories (and their parents) of the products sold at the given outlets/registers; without
 * either filter every category is offered.
 */
async function soldCategories(
  db: Database,
  tablesReady: (db: Database) => Promise<void>,
  storeId: number,
  outletIds: number[] | undefined,
  registerIds: number[] | undefined,
): Promise<Set<number> | undefined> {
  if (!outletIds && !registerIds) return undefined;
  await tablesReady(db);
  const sql = new Sql();
  const store = sql.bind(storeId, 'INTEGER');
  const conditions = [`l.store_id = ${store}`, 'l.category_id = c.id'];
  const real = (ids: number[]) => ids.filter((id) => id !== -1);
  if (outletIds) conditions.push(sql.in('l.outlet_id', real(outletIds), 'INTEGER'));
  if (registerIds) conditions.push(sql.in('l.register_id', real(registerIds), 'INTEGER'));
  // One probe per category of the store rather than a scan of all its lines (an index on PostgreSQL).
  const rows = await db.all<{ id: number; parent_id: number | null }>(
    `SELECT c.id, c.parent_id FROM categories c
     WHERE c.store_id = ${store} AND EXISTS (SELECT 1 FROM rf_lines l WHERE ${conditions.join(' AND ')})`,
    sql.params,
  );
  const used = new Set<number>();
  for (const row of rows) {
    used.add(row.id);
    if (row.parent_id !== null) used.add(row.parent_id);
  }
  return used;
}
