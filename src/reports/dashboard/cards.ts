import type { I18n } from '@lingui/core';
import type { FilterSearch } from '../../filters/filterSearch';
import type { ReportDefinition } from '../definition';
import { dashboard } from '../definitions/dashboard';
import {
  averageItemPerOrder,
  averageOrderValue,
  discount,
  numberOfOrders,
  refund,
} from '../definitions/orders';
import { netRevenue, revenueByCustomer, totalRevenue } from '../definitions/revenue';
import { SUMMARY_FIGURE_LABELS, type SummaryFigure, summaryFigureKind } from '../definitions/saleSummary';
import { tax } from '../definitions/tax';
import { currencyRuleOf, type FigureHelp, figureHelp } from '../figureHelp';

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

/** What a card's figure means (each figure of sale-summary is the metric of its name). */
export function cardHelp(card: DashboardCard, i18n: I18n): FigureHelp {
  const kind = summaryFigureKind(card.figure);
  const term = i18n._(SUMMARY_FIGURE_LABELS[card.figure]);
  return figureHelp(i18n, term, card.figure, kind, currencyRuleOf(dashboard));
}
