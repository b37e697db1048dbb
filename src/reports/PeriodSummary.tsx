import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { renderMessage, uiMessageOf } from '../api/errors';
import { periodTotalsQuery } from '../api/reportQueries';
import { reportQueryParams } from '../filters/reportParams';
import { useReportFilters } from '../filters/useReportFilters';
import { useSession } from '../session/useSession';
import { formatCount, formatMoney, percentChange } from './format';
import './period-summary.css';

type Figure = 'totalRevenue' | 'netRevenue' | 'orderCount' | 'avgOrderValue';
const FIGURES: readonly { key: Figure; label: MessageDescriptor; money: boolean }[] = [
  { key: 'totalRevenue', label: msg`Total revenue`, money: true },
  { key: 'netRevenue', label: msg`Net revenue`, money: true },
  { key: 'orderCount', label: msg`Orders`, money: false },
  { key: 'avgOrderValue', label: msg`Average order value`, money: true },
];

/**
 * The key figures of the filtered range beside the previous range of the same length, read from
 * sale-summary with the report filters of the URL.
 */
export function PeriodSummary() {
  const { t, i18n } = useLingui();
  const { search, routeName } = useReportFilters();
  const { user, storeId, storeConfig, currency } = useSession();
  const params = reportQueryParams(routeName, search);
  const totals = useQuery({
    ...periodTotalsQuery(user?.id ?? 0, storeId ?? 0, params),
    enabled: user !== null && storeId !== null,
  });
  const shownCurrency = currency ?? { symbol: storeConfig?.symbol ?? '', rate: 1 };
  const format = (figure: (typeof FIGURES)[number], value: number) =>
    figure.money ? formatMoney(value, shownCurrency, i18n.locale) : formatCount(value, i18n.locale);

  if (totals.isError) {
    return (
      <section className="panel panel--error" role="alert">
        <h2 className="panel__title">
          <Trans>The figures could not be loaded</Trans>
        </h2>
        <p>{renderMessage(i18n, uiMessageOf(totals.error))}</p>
        <button type="button" className="button button--primary" onClick={() => void totals.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }
  const current = totals.data?.total;
  const previous = totals.data?.previous?.total;
  return (
    <section className="period-summary" aria-label={t`Key figures`} aria-busy={totals.isFetching}>
      {FIGURES.map((figure) => {
        const value = current?.[figure.key];
        const before = previous?.[figure.key];
        const change = value !== undefined && before !== undefined ? percentChange(value, before) : undefined;
        const base = before === undefined ? '' : format(figure, before);
        const sign = change ? (change > 0 ? '+' : '−') : '';
        const percent = change ? formatCount(Math.abs(change), i18n.locale, 1) : '';
        return (
          <div key={figure.key} className="period-summary__card" data-testid={`figure-${figure.key}`}>
            <div className="period-summary__label">{i18n._(figure.label)}</div>
            <div className="period-summary__value">
              {value === undefined ? (
                <span className="skeleton" role="status">
                  <span className="visually-hidden">{t`Loading`}</span>
                </span>
              ) : (
                format(figure, value)
              )}
            </div>
            {change !== undefined && before !== undefined && (
              <div
                className={`period-summary__change${change === null || change === 0 ? '' : change > 0 ? ' is-up' : ' is-down'}`}
              >
                {change === null ? (
                  <Trans>new against {base}</Trans>
                ) : change === 0 ? (
                  <Trans>no change against the previous period</Trans>
                ) : (
                  <Trans>
                    {sign}
                    {percent}% against {base}
                  </Trans>
                )}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
