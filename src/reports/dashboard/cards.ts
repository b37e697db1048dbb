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

/**
 * What a rise of a figure means to a shop, which its change's colour says: more revenue, orders or
 * items is good, more refunds or discounts is bad, and tax only follows sales.
 */
export type RiseMeaning = 'good' | 'bad' | 'neutral';

/** What a figure of nothing is called, so a card can say "No refunds in either period". */
export type FigureOf = 'sales' | 'tax' | 'refunds' | 'discounts' | 'customers';

export interface DashboardCard {
  figure: SummaryFigure;
  /** The report that details the figure ("View details"). */
  report: ReportDefinition;
  rise: RiseMeaning;
  of: FigureOf;
}

/** The dashboard's metric cards, in order. */
export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { figure: 'totalRevenue', report: totalRevenue, rise: 'good', of: 'sales' },
  { figure: 'totalTax', report: tax, rise: 'neutral', of: 'tax' },
  { figure: 'netRevenue', report: netRevenue, rise: 'good', of: 'sales' },
  { figure: 'avgOrderValue', report: averageOrderValue, rise: 'good', of: 'sales' },
  { figure: 'orderCount', report: numberOfOrders, rise: 'good', of: 'sales' },
  { figure: 'avgItemCount', report: averageItemPerOrder, rise: 'good', of: 'sales' },
  { figure: 'revNewCustomer', report: revenueByCustomer, rise: 'good', of: 'customers' },
  { figure: 'revReturnCustomer', report: revenueByCustomer, rise: 'good', of: 'customers' },
  { figure: 'totalRefund', report: refund, rise: 'bad', of: 'refunds' },
  { figure: 'totalDiscount', report: discount, rise: 'bad', of: 'discounts' },
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
