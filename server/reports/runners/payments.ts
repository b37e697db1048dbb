import { ENDPOINTS, type EndpointId } from '../../../src/contract/endpoints';
import { pageOfGroups } from '../query/paging';
import { Sql } from '../query/sql';
import { subMoney } from '../query/sums';
import type { EndpointRunner } from '../runner';
import { PAYMENT_FAMILY } from '../tables/families';
import { factsSql, storeFacts } from '../tables/rollups';
import { keyFromSql } from '../time/periods';

interface MethodSums {
  paymentCount: number;
  salesAmount: number;
  changeAmount: number;
  refundAmount: number;
}

function figures(s: MethodSums) {
  return { ...s, netAmount: subMoney(subMoney(s.salesAmount, s.changeAmount), s.refundAmount) };
}

/**
 * Payment methods per period: what was taken (type NULL), given back as change and refunded, for
 * the payments of the orders created in the period (the same orders as every other report).
 */
export const paymentMethods: EndpointRunner = {
  endpoint: ENDPOINTS.paymentMethods,
  async run(ctx) {
    const sql = new Sql();
    const { inner, having } = factsSql(sql, {
      ...storeFacts(ctx),
      family: PAYMENT_FAMILY,
      periods: true,
      dimensions: ['payment_code', 'payment_name', 'type'],
      defaultStates: 'counted',
      filters: ctx.filters,
      columns: { register: true, salesman: true },
      sums: ['payment_rows', 'amount'],
    });
    const result = await pageOfGroups(ctx.db, {
      grouped: `SELECT period, payment_code, min(payment_name) AS payment_name,
          CAST(sum(CASE WHEN type IS NULL THEN payment_rows ELSE 0 END) AS BIGINT) AS payment_count,
          CAST(sum(CASE WHEN type IS NULL THEN amount ELSE 0 END) AS DECIMAL(18,2)) AS sales_amount,
          CAST(sum(CASE WHEN type = 'change' THEN amount ELSE 0 END) AS DECIMAL(18,2)) AS change_amount,
          CAST(sum(CASE WHEN type = 'refund' THEN amount ELSE 0 END) AS DECIMAL(18,2)) AS refund_amount
        FROM (${inner}) p
        GROUP BY period, payment_code${having ? ` HAVING ${having}` : ''}`,
      params: sql.params,
      orderBy: ['period', 'payment_code'],
      totals: { payment_count: 'int', sales_amount: 'money', change_amount: 'money', refund_amount: 'money' },
      select: 'CAST(period AS VARCHAR) AS period_key',
      page: ctx.page,
      limit: ctx.limit,
    });
    const sumsOf = (row: Record<string, unknown>): MethodSums => ({
      paymentCount: Number(row.payment_count),
      salesAmount: Number(row.sales_amount),
      changeAmount: Number(row.change_amount),
      refundAmount: Number(row.refund_amount),
    });
    return {
      page: result.rows.map((row) => ({
        date: keyFromSql(ctx.mode, row.period_key),
        paymentCode: String(row.payment_code),
        paymentName: String(row.payment_name),
        ...figures(sumsOf(row)),
      })),
      countItems: result.countItems,
      total: figures(sumsOf(result.totals)),
    };
  },
};

/** The endpoints this file answers, by their catalogue id (`server/reports/allRunners.ts` gathers them). */
export const PAYMENT_RUNNERS = { paymentMethods } satisfies Partial<Record<EndpointId, EndpointRunner>>;
