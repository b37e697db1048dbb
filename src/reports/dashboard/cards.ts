import type { FilterSearch } from '../../filters/filterSearch';
import type { ReportDefinition } from '../definition';
import {
  averageItemPerOrder,
  averageOrderValue,
  discount,
  numberOfOrders,
  refund,
} from '../definitions/orders';
import { netRevenue, revenueByCustomer, totalRevenue } from '../definitions/revenue';
import type { SummaryFigure } from '../definitions/saleSummary';
import { tax } from '../definitions/tax';

export interface DashboardCard {
  figure: SummaryFigure;
  /** The report that details the figure ("View details"). */
  report: ReportDefinition;
}

/** The dashboard's metric cards, in order. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { figure: 'totalRevenue', report: totalRevenue },
  { figure: 'totalTax', report: tax },
  { figure: 'netRevenue', report: netRevenue },
  { figure: 'avgOrderValue', report: averageOrderValue },
  { figure: 'orderCount', report: numberOfOrders },
  { figure: 'avgItemCount', report: averageItemPerOrder },
  { figure: 'revNewCustomer', report: revenueByCustomer },
  { figure: 'revReturnCustomer', report: revenueByCustomer },
  { figure: 'totalRefund', report: refund },
  { figure: 'totalDiscount', report: discount },
];

/** The cards shown: those the link names (Customize), else all of them. */
export function shownCards(search: FilterSearch): DashboardCard[] {
  const chosen = search.columns?.filter((key) => DASHBOARD_CARDS.some((card) => card.figure === key));
  if (!chosen?.length) return [...DASHBOARD_CARDS];
  return DASHBOARD_CARDS.filter((card) => chosen.includes(card.figure));
}
