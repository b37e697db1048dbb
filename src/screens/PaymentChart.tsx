import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useId, useMemo } from 'react';
import { sliceColors } from '../charts/drawnSeries';
import { ReportChart } from '../charts/ReportChart';
import { useChartColors } from '../charts/useChartColors';
import type { ReportAnswer } from '../contract/answers';
import type { FilterSearch } from '../filters/filterSearch';
import { type FormatContext, formatValue } from '../reports/cellValue';
import { paymentShares } from '../reports/dashboard/paymentShares';
import { payment } from '../reports/definitions/revenue';
import { convertAmount } from '../reports/money';
import { routeOf } from '../reports/registry';
import { OrdersLink, useOpenOrders } from './OrdersLink';

/** The payment methods' shares of the range, shown only when the range has payments. */
export const PaymentChart = memo(function PaymentChart({
  response,
  format,
  orders,
}: {
  response: ReportAnswer | undefined;
  format: FormatContext;
  /** The orders of the dashboard's range; a method's slice or row opens those paid with it. */
  orders: FilterSearch | null;
}) {
  const { t } = useLingui();
  const openOrders = useOpenOrders();
  const tableId = useId();
  const seriesLabel = t`Net amount`;
  // Once per answer, so the pie is not drawn again for the same figures.
  const shown = useMemo(() => {
    const series = paymentShares(
      (response?.items ?? []) as Array<{ paymentCode: string; paymentName: string; netAmount: number }>,
      seriesLabel,
    );
    return {
      ...series,
      points: series.points.map((point) => ({ ...point, y: convertAmount(point.y ?? 0, format.currency) })),
    };
  }, [response, seriesLabel, format.currency]);
  const shownSeries = useMemo(() => [shown], [shown]);
  const paidWith = useMemo(() => {
    const codes = new Map(
      ((response?.items ?? []) as Array<{ paymentCode: string; paymentName: string }>).map((item) => [
        item.paymentName,
        item.paymentCode,
      ]),
    );
    return (name: string): FilterSearch | null => {
      const code = codes.get(name);
      return orders && code ? { ...orders, behind: { kind: 'paymentMethod', id: code, label: name } } : null;
    };
  }, [response, orders]);
  const openPaidWith = useCallback(
    (name: string) => {
      const search = paidWith(name);
      if (search) openOrders(search);
    },
    [paidWith, openOrders],
  );
  const money = useCallback(
    (value: number) => formatValue('money', value, { ...format, currency: { ...format.currency, rate: 1 } }),
    [format],
  );
  const palette = useChartColors();
  const colors = useMemo(() => sliceColors(shown.points, palette), [shown.points, palette]);
  if (shown.points.length === 0) return null;
  return (
    <section className="panel report__chart">
      <h2 className="panel__heading">
        <Link to={routeOf(payment)}>
          <Trans>Payment methods</Trans>
        </Link>
      </h2>
      <ReportChart
        kind="pie"
        series={shownSeries}
        title={t`Payment methods`}
        describedBy={tableId}
        formatValue={money}
        onSelect={orders ? openPaidWith : undefined}
        tableIsLegend
      />
      <table id={tableId} className="compare-table payment-shares">
        <caption className="visually-hidden">{t`Net amount by payment method`}</caption>
        <tbody>
          {shown.points.map((point) => {
            const orders = paidWith(point.x);
            return (
              <tr key={point.x}>
                <th scope="row">
                  <span
                    className="chart-swatch"
                    style={{ background: colors.get(point.x) ?? palette.other }}
                    aria-hidden="true"
                  />
                  {orders ? <OrdersLink search={orders}>{point.x}</OrdersLink> : point.x}
                </th>
                <td>{money(point.y)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
});
