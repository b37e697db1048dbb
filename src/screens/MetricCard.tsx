import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useMemo } from 'react';
import { Sparkline } from '../charts/Sparkline';
import type { ReportAnswer } from '../contract/answers';
import { percentChange } from '../contract/percentChange';
import type { FilterSearch } from '../filters/filterSearch';
import { type FormatContext, formatValue } from '../reports/cellValue';
import { cardHelp, type DashboardCard, type FigureOf, type RiseMeaning } from '../reports/dashboard/cards';
import { SUMMARY_FIGURE_LABELS, summaryFigureKind } from '../reports/definitions/saleSummary';
import { helpParagraphs } from '../reports/figureHelp';
import { formatPercent } from '../reports/format';
import { routeOf } from '../reports/registry';
import { InfoButton } from '../ui/InfoButton';
import { OrdersLink } from './OrdersLink';

const NONE_IN_EITHER: Record<FigureOf, MessageDescriptor> = {
  sales: msg`No sales in either period`,
  tax: msg`No tax in either period`,
  refunds: msg`No refunds in either period`,
  discounts: msg`No discounts in either period`,
  customers: msg`No revenue from these customers in either period`,
};

const NONE_BEFORE: Record<FigureOf, MessageDescriptor> = {
  sales: msg`No sales in the compared period`,
  tax: msg`No tax in the compared period`,
  refunds: msg`No refunds in the compared period`,
  discounts: msg`No discounts in the compared period`,
  customers: msg`No revenue from these customers in the compared period`,
};

/** A change's colour by what it means for the shop, not by its direction. */
function changeClass(rise: RiseMeaning, up: boolean): string {
  if (rise === 'neutral') return 'change change--neutral';
  return up === (rise === 'good') ? 'change change--good' : 'change change--bad';
}

/**
 * A key figure of the range, with its change against the same figure over the compared period
 * (`comparedPhrase`: "Nov 18 – 22, until 9:05 PM"), its sparkline and its links.
 */
export const MetricCard = memo(function MetricCard({
  card,
  response,
  format,
  orders,
  comparedPhrase,
}: {
  card: DashboardCard;
  response: ReportAnswer;
  format: FormatContext;
  /** The link search of the orders behind the range's figures. */
  orders: FilterSearch | null;
  /** What the range is compared with, in words and dates; null while the answer has no compared period. */
  comparedPhrase: string | null;
}) {
  const { t, i18n } = useLingui();
  const label = i18n._(SUMMARY_FIGURE_LABELS[card.figure]);
  const kind = summaryFigureKind(card.figure);
  const total = response.total?.[card.figure];
  const before = response.previous?.total?.[card.figure];
  const definition = helpParagraphs(cardHelp(card, i18n));
  const help = comparedPhrase
    ? [
        ...definition,
        t`The change compares this figure over the whole range with the same figure over ${comparedPhrase}. Green is better for the shop: a rise of sales, a fall of refunds and discounts; tax only follows sales.`,
      ]
    : definition;
  const points = useMemo(
    () =>
      response.items.map((item) => ({
        x: String(item.date),
        y: typeof item[card.figure] === 'number' ? (item[card.figure] as number) : null,
      })),
    [response.items, card.figure],
  );
  return (
    <li className="metric-card" data-figure={card.figure}>
      <div className="metric-card__title">
        <h2 className="metric-card__label">{label}</h2>
        <InfoButton term={label} paragraphs={help} />
      </div>
      <p className="metric-card__value">
        {formatValue(kind, typeof total === 'number' ? total : null, format)}
      </p>
      {comparedPhrase && typeof total === 'number' && typeof before === 'number' && (
        <p className="metric-card__change">
          <ChangeText card={card} current={total} previous={before} />{' '}
          <span className="metric-card__compared">
            <Trans>vs {comparedPhrase}</Trans>
          </span>
        </p>
      )}
      <Sparkline points={points} label={t`${label} over the range`} />
      <div className="metric-card__links">
        {orders && (
          <OrdersLink search={orders} className="metric-card__link" label={t`Orders behind ${label}`}>
            <Trans>Orders</Trans>
          </OrdersLink>
        )}
        <Link
          to={routeOf(card.report)}
          className="metric-card__link"
          aria-label={t`View details of ${label}`}
        >
          <Trans>View details</Trans>
        </Link>
      </div>
    </li>
  );
});

/** The change of a card's figure, in the words and colour of what it means for the shop. */
export function ChangeText({
  card,
  current,
  previous,
}: {
  card: Pick<DashboardCard, 'rise' | 'of'>;
  current: number;
  previous: number;
}) {
  const { t, i18n } = useLingui();
  const change = percentChange(current, previous);
  if (change === 0) {
    const nothing = percentChange(current, 0) === 0;
    return (
      <span className="change change--none">{nothing ? i18n._(NONE_IN_EITHER[card.of]) : t`No change`}</span>
    );
  }
  const up = change === null ? current > 0 : change > 0;
  const text =
    change === null
      ? i18n._(NONE_BEFORE[card.of])
      : up
        ? t`Up ${formatPercent(Math.abs(change), i18n.locale, 1)}`
        : t`Down ${formatPercent(Math.abs(change), i18n.locale, 1)}`;
  return (
    <span className={changeClass(card.rise, up)}>
      <span aria-hidden="true">{up ? '▲ ' : '▼ '}</span>
      {text}
    </span>
  );
}
