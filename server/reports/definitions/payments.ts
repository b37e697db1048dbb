import { paymentMethodItemSchema } from '../../../src/api/schemas/reports';
import type { ReportDefinition } from '../definition';
import { addMoney, subMoney } from '../metrics';
import { compareRows } from '../sort';
import { orderWhere, periodSql, Sql } from '../sql';
import { keyFromSql } from '../time';

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
export const paymentMethods: ReportDefinition = {
  name: 'payment-methods',
  service: 'v0',
  item: paymentMethodItemSchema,
  defaultLimit: 100,
  periods: true,
  comparable: true,
  async run(ctx) {
    const sql = new Sql();
    const period = periodSql(ctx.mode, 'created_utc', sql.bind(ctx.offset, 'INTEGER'));
    const where = orderWhere(sql, ctx.filters, {
      storeIds: [ctx.store.id],
      range: ctx.range,
      defaultStates: 'counted',
      columns: { register: true, salesman: true },
    });
    const rows = await ctx.db.all(
      `SELECT CAST(period AS VARCHAR) AS period_key, payment_code, min(payment_name) AS payment_name,
         count(*) FILTER (WHERE type IS NULL) AS payment_count,
         CAST(sum(CASE WHEN type IS NULL THEN amount ELSE 0 END) AS DECIMAL(18,2)) AS sales_amount,
         CAST(sum(CASE WHEN type = 'change' THEN amount ELSE 0 END) AS DECIMAL(18,2)) AS change_amount,
         CAST(sum(CASE WHEN type = 'refund' THEN amount ELSE 0 END) AS DECIMAL(18,2)) AS refund_amount
       FROM (SELECT ${period} AS period, * FROM rf_payments WHERE ${where}) p
       GROUP BY period, payment_code`,
      sql.params,
    );
    const total: MethodSums = { paymentCount: 0, salesAmount: 0, changeAmount: 0, refundAmount: 0 };
    const items = rows.map((row) => {
      const sums: MethodSums = {
        paymentCount: Number(row.payment_count),
        salesAmount: Number(row.sales_amount),
        changeAmount: Number(row.change_amount),
        refundAmount: Number(row.refund_amount),
      };
      total.paymentCount += sums.paymentCount;
      total.salesAmount = addMoney(total.salesAmount, sums.salesAmount);
      total.changeAmount = addMoney(total.changeAmount, sums.changeAmount);
      total.refundAmount = addMoney(total.refundAmount, sums.refundAmount);
      return {
        date: keyFromSql(ctx.mode, row.period_key),
        paymentCode: String(row.payment_code),
        paymentName: String(row.payment_name),
        ...figures(sums),
      };
    });
    items.sort((a, b) => compareRows(a, b, ['date', 'paymentCode']));
    return { rows: items, total: figures(total) };
  },
};
