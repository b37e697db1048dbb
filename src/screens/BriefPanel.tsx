import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useEffect, useId } from 'react';
import { BAND_FLOOR, BAND_MADS, BRIEF_MIN_DAYS, BRIEF_WEEKS, type BriefItem } from '../contract/brief';
import { dateTimeFormat } from '../i18n/intlFormats';
import { showAppBadge } from '../offline/appBadge';
import { type FormatContext, formatValue } from '../reports/cellValue';
import { briefQuery, flagSearch, reportOfFigure } from '../reports/dashboard/brief';
import { monthPaceQuery, paceOf } from '../reports/dashboard/monthPace';
import { SUMMARY_FIGURE_LABELS, summaryFigureKind } from '../reports/definitions/saleSummary';
import { formatDay, formatWallClock } from '../reports/format';
import { routeOf } from '../reports/registry';
import type { ReportScope } from '../reports/reportRequest';
import { renderMessage, uiMessageOf } from '../ui/messages';
import './brief.css';
import { monthName } from './MonthPacePanel';

function weekdayOf(day: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The top of the dashboard: yesterday's and today's figures that lie outside their usual range for the
 * weekday, each linking to the report that shows it; the count of them on the installed app's icon.
 */
export const BriefPanel = memo(function BriefPanel({
  scope,
  format,
}: {
  scope: ReportScope;
  format: FormatContext;
}) {
  const { i18n } = useLinguiCore();
  const headingId = useId();
  const brief = useQuery(briefQuery(scope));
  // Its days are written in a background render that yields to the browser, after the dashboard's cards.
  const items = useDeferredValue(brief.data?.items as BriefItem[] | undefined);
  const flagCount = items?.filter((item) => item.flag !== null).length;

  useEffect(() => {
    if (flagCount !== undefined) showAppBadge(flagCount);
  }, [flagCount]);

  const days = items ? [...new Set(items.map((item) => item.day))] : [];
  return (
    <section className="panel brief" aria-labelledby={headingId} aria-busy={brief.isFetching}>
      <div className="brief__head">
        <h2 id={headingId} className="panel__heading">
          <Trans>Brief</Trans>
        </h2>
        <p className="brief__lead">
          <Trans>
            Yesterday and today so far, against the same weekday of the last {BRIEF_WEEKS.default} weeks
          </Trans>
        </p>
      </div>
      {items ? (
        days.map((day) => (
          <BriefDay key={day} items={items.filter((item) => item.day === day)} format={format} />
        ))
      ) : brief.isError ? (
        <div className="brief__message" role="alert">
          <p>
            <Trans>The brief could not be read: {renderMessage(i18n, uiMessageOf(brief.error))}</Trans>
          </p>
          <button
            type="button"
            className="button"
            disabled={brief.isFetching}
            onClick={() => void brief.refetch()}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : brief.fetchStatus === 'paused' ? (
        <p className="brief__message" role="status">
          <Trans>The brief needs a connection; it appears here once the device is back online.</Trans>
        </p>
      ) : (
        // The size of two quiet days, so that the cards below do not move when the answer comes.
        <>
          <p className="visually-hidden" role="status">
            <Trans>Reading the brief…</Trans>
          </p>
          <div className="skeleton brief__skeleton" aria-hidden="true" />
          <div className="skeleton brief__skeleton" aria-hidden="true" />
        </>
      )}
      <BriefPaceLine scope={scope} format={format} />
      <details className="brief__how">
        <summary>
          <Trans>How are unusual figures found?</Trans>
        </summary>
        <p>
          <Trans>
            Each figure is compared with the same weekday of the previous {BRIEF_WEEKS.default} weeks, counted
            up to the same time of day while today is under way. Its usual range is the median of those days ±{' '}
            {BAND_MADS} × 1.4826 × their median absolute deviation, and at least {BAND_FLOOR * 100}% of the
            median either side; one odd week does not widen it. Days without orders are left out, and a figure
            is judged only with at least {BRIEF_MIN_DAYS} such days.
          </Trans>
        </p>
      </details>
    </section>
  );
});

/** The month's pace in one line: so far, ahead or behind and by how much, and where it is heading. */
function BriefPaceLine({ scope, format }: { scope: ReportScope; format: FormatContext }) {
  const { i18n } = useLingui();
  const item = paceOf(useDeferredValue(useQuery(monthPaceQuery(scope)).data));
  if (!item) return null;
  const money = (value: number) => formatValue('money', value, format);
  const month = monthName(item.month, i18n.locale);
  const soFar = money(item.soFar.revenue);
  const projection = money(item.projection.revenue);
  const gap = money(Math.abs(item.gap ?? 0));
  return (
    <p className="brief__pace">
      {item.state === 'ahead' ? (
        <Trans>
          {month}: {soFar} so far, ahead of pace by {gap}; heading for {projection}.
        </Trans>
      ) : item.state === 'behind' ? (
        <Trans>
          {month}: {soFar} so far, behind pace by {gap}; heading for {projection}.
        </Trans>
      ) : item.state === 'onPace' ? (
        <Trans>
          {month}: {soFar} so far, on pace; heading for {projection}.
        </Trans>
      ) : (
        <Trans>
          {month}: {soFar} so far; heading for {projection}.
        </Trans>
      )}
    </p>
  );
}

function BriefDay({ items, format }: { items: BriefItem[]; format: FormatContext }) {
  const { i18n } = useLingui();
  const first = items[0];
  if (!first) return null;
  const { day, until } = first;
  const locale = i18n.locale;
  const flagged = items.filter((item) => item.flag !== null);
  const judged = items.some((item) => item.low !== null);
  // Early in a day the same weekdays have no orders yet either: that is too early, not too little history.
  const daysWithOrders = first.usual.filter((value) => value !== null).length;
  const weekday = weekdayOf(day, locale);
  return (
    <div className="brief__day">
      <h3 className="brief__day-title">
        {until === null ? (
          <Trans>Yesterday, {formatDay(day, locale)}</Trans>
        ) : (
          <Trans>Today until {formatWallClock(until, locale)}</Trans>
        )}
      </h3>
      {flagged.length ? (
        <ul className="brief__flags">
          {flagged.map((item) => (
            <BriefFlag key={item.figure} item={item} weekday={weekday} format={format} />
          ))}
        </ul>
      ) : (
        <p className="brief__quiet">
          {judged ? (
            <Trans>Nothing unusual for a {weekday}.</Trans>
          ) : until === null && daysWithOrders < BRIEF_MIN_DAYS ? (
            <Trans>
              Not enough history to judge: fewer than {BRIEF_MIN_DAYS} of the same weekdays in the last{' '}
              {first.usual.length} weeks had orders.
            </Trans>
          ) : (
            <Trans>Too early to tell: few orders usually come in by this time on a {weekday}.</Trans>
          )}
        </p>
      )}
    </div>
  );
}

function BriefFlag({ item, weekday, format }: { item: BriefItem; weekday: string; format: FormatContext }) {
  const { i18n } = useLingui();
  const label = i18n._(SUMMARY_FIGURE_LABELS[item.figure]);
  const kind = summaryFigureKind(item.figure);
  const show = (value: number | null) => formatValue(kind, value, format);
  const value = show(item.value);
  const low = show(item.low);
  const high = show(item.high);
  const report = reportOfFigure(item.figure);
  const text = (
    <>
      <span className="brief__flag-title">
        <span aria-hidden="true" className="brief__arrow">
          {item.flag === 'high' ? '▲' : '▼'}
        </span>{' '}
        {item.flag === 'high' ? (
          <Trans>
            {label} unusually high: {value}
          </Trans>
        ) : (
          <Trans>
            {label} unusually low: {value}
          </Trans>
        )}
      </span>
      <span className="brief__flag-usual">
        <Trans>
          Usual for a {weekday}: {low} to {high}
        </Trans>
      </span>
    </>
  );
  return (
    <li className={`brief__flag brief__flag--${item.flag}`}>
      {report ? (
        <Link to={routeOf(report)} search={flagSearch(report, item)} className="brief__flag-link">
          {text}
        </Link>
      ) : (
        <div className="brief__flag-body">{text}</div>
      )}
    </li>
  );
}
