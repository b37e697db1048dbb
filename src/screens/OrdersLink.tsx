import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import type { FilterSearch } from '../filters/filterSearch';
import { zoneNow } from '../filters/reportZone';
import type { ReportDefinition } from '../reports/definition';
import { salesOrder } from '../reports/definitions/orderList';
import { formatPeriod } from '../reports/format';
import { ordersBehindSearch } from '../reports/ordersBehind';
import { routeOf } from '../reports/registry';
import { useStoreDayStart, useStoreZone } from '../reports/useStoreNow';

/** A link to the sales orders behind a figure (see `ordersBehindSearch`); its text says what it opens. */
export function OrdersLink({
  search,
  children,
  className = 'orders-link',
  label,
}: {
  search: FilterSearch;
  children: ReactNode;
  className?: string;
  /** The link's whole accessible name; without it, the text followed by "(show the orders)". */
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <Link to={routeOf(salesOrder)} search={search} className={className} aria-label={label}>
      {children}
      {label === undefined && <span className="visually-hidden"> {t`(show the orders)`}</span>}
    </Link>
  );
}

/**
 * What a click on a bar or a slice of a report's chart of periods does: open the orders of that period,
 * every dimension of it at once (a heatmap's cell: the orders of its row, see `ChartDefinition.rowOf`).
 * Undefined where the chart is not of periods or no orders are behind it.
 */
export function useOrdersOfPeriod(
  report: ReportDefinition,
  search: FilterSearch,
): ((x: string, seriesId: string) => void) | undefined {
  const openOrders = useOpenOrders();
  const zone = useStoreZone();
  const dayStart = useStoreDayStart();
  const opens = Boolean(report.ordersBehind && report.endpoint.endpoint.periods);
  const open = useCallback(
    (x: string, seriesId: string) => {
      const rowOf = report.chart?.rowOf;
      const now = zoneNow(zone);
      const orders = rowOf
        ? ordersBehindSearch(report, rowOf(x, seriesId), search, now, { dayStart })
        : ordersBehindSearch(report, { date: x }, search, now, { wholePeriod: true, dayStart });
      if (orders) openOrders(orders);
    },
    [report, search, openOrders, zone, dayStart],
  );
  return opens ? open : undefined;
}

/** Opens the sales orders with a search (from `ordersBehindSearch`), as a chart's click does. */
export function useOpenOrders(): (search: FilterSearch) => void {
  const navigate = useNavigate();
  return useCallback((search) => void navigate({ to: routeOf(salesOrder), search }), [navigate]);
}

/**
 * On the order list opened from a row of cashier, payment method, product, category or hour of the
 * week: what the list is narrowed to, and the way back to every order of the filters.
 */
export function OrdersBehindNote({
  behind,
  onClear,
}: {
  behind: NonNullable<FilterSearch['behind']>;
  onClear: () => void;
}) {
  const { i18n } = useLingui();
  const { label } = behind;
  const hour = behind.kind === 'hourOfWeek' ? formatPeriod(String(behind.id), 'WEEKHOURS', i18n.locale) : '';
  return (
    <p className="note note--with-action" role="status">
      <span>
        {behind.kind === 'cashier' ? (
          <Trans>Only the orders taken by the cashier {label}.</Trans>
        ) : behind.kind === 'paymentMethod' ? (
          <Trans>Only the orders with a payment by {label}.</Trans>
        ) : behind.kind === 'product' ? (
          <Trans>Only the orders with the product {label}.</Trans>
        ) : behind.kind === 'hourOfWeek' ? (
          <Trans>Only the orders of {hour} each week of the range.</Trans>
        ) : (
          <Trans>Only the orders with products of the category {label}.</Trans>
        )}
      </span>{' '}
      <button type="button" className="button" onClick={onClear}>
        <Trans>Show every order</Trans>
      </button>
    </p>
  );
}
