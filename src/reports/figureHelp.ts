import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../contract/endpoints';
import { columnHeader } from './cellValue';
import type { ColumnDefinition, ReportDefinition, ValueContext, ValueKind } from './definition';
import { CURRENCY_RULES, type CurrencyRule, type Metric, metricText } from './metrics';

/** Kinds of value that are figures (each has a definition), as opposed to names, periods and dates. */
export const FIGURE_KINDS: readonly ValueKind[] = ['money', 'count', 'decimal', 'percent', 'days'];

export function isFigure(column: Pick<ColumnDefinition, 'kind'>): boolean {
  return FIGURE_KINDS.includes(column.kind);
}

/** What a figure means, in the user's language. */
export interface FigureHelp {
  /** The figure's name, as its header reads without the currency. */
  term: string;
  text: string;
  /** How its amounts reach the currency shown; null for figures that are not money. */
  currency: string | null;
}

/** A definition as an info button shows it: the meaning, then how amounts are converted. */
export function helpParagraphs(help: FigureHelp): string[] {
  return help.currency ? [help.text, help.currency] : [help.text];
}

/**
 * How a report's amounts are converted: the global report adds every store in US dollars; an order
 * list keeps the rate an order was sold at when it was sold in the chosen currency; other reports
 * use the store's rate.
 */
export function currencyRuleOf(report: ReportDefinition): CurrencyRule | null {
  if (report.amountsInPresentmentCurrency) return 'usdPerStore';
  if (!report.currencySelector) return null;
  return report.endpoint.endpoint === ENDPOINTS.orderList ? 'orderRate' : 'storeRate';
}

export function figureHelp(
  i18n: I18n,
  term: string,
  metric: Metric,
  kind: ValueKind,
  rule: CurrencyRule | null,
): FigureHelp {
  return {
    term,
    text: i18n._(metricText(metric)),
    currency: kind === 'money' && rule ? i18n._(CURRENCY_RULES[rule]) : null,
  };
}

/** The definition of a report column's figure; null for columns of text and dates. */
export function columnHelp(
  report: ReportDefinition,
  column: ColumnDefinition,
  context: ValueContext,
): FigureHelp | null {
  if (!column.metric || !isFigure(column)) return null;
  return figureHelp(
    context.i18n,
    columnHeader(column, context, ''),
    column.metric,
    column.kind,
    currencyRuleOf(report),
  );
}

/**
 * The notes an export writes under its table: each figure's definition once ("Total revenue: …";
 * columns sharing a metric, the numbered payments, are named together), then how amounts are converted.
 */
export function figureNotes(
  report: ReportDefinition,
  columns: readonly ColumnDefinition[],
  context: ValueContext,
): string[] {
  const byMetric = new Map<Metric, { terms: string[]; help: FigureHelp }>();
  for (const column of columns) {
    const help = columnHelp(report, column, context);
    if (!help || !column.metric) continue;
    const known = byMetric.get(column.metric);
    if (known) known.terms.push(help.term);
    else byMetric.set(column.metric, { terms: [help.term], help });
  }
  const { i18n } = context;
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  const notes = [...byMetric.values()].map(({ terms, help }) => {
    const label = list.format(terms);
    const value = help.text;
    return i18n._(msg`${label}: ${value}`);
  });
  const currency = [...byMetric.values()].find(({ help }) => help.currency)?.help.currency;
  return currency ? [...notes, currency] : notes;
}
