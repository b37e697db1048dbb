import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useId, useRef } from 'react';
import { useInView } from '../charts/useInView';
import { type MonthPaceItem, ON_PACE_BAND, PACE_WEEKS } from '../contract/monthPace';
import { dateTimeFormat } from '../i18n/intlFormats';
import { type FormatContext, formatValue } from '../reports/cellValue';
import { monthPaceQuery, paceOf, paceShares, projectionAgainst } from '../reports/dashboard/monthPace';
import { formatPercent, formatWallClock } from '../reports/format';
import type { ReportScope } from '../reports/reportRequest';
import { InfoButton } from '../ui/InfoButton';
import { renderMessage, uiMessageOf } from '../ui/messages';
import './month-pace.css';

/** "March 2026", in the user's language. */
export function monthName(month: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function Figure({
  term,
  help,
  children,
}: {
  term: string;
  help: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <div className="pace__figure">
      <dt className="pace__term">
        {term}
        <InfoButton term={term} paragraphs={help} />
      </dt>
      <dd className="pace__value">{children}</dd>
    </div>
  );
}

/** The month's state against its pace, in words, with the gap in money. */
function PaceState({ item, format }: { item: MonthPaceItem; format: FormatContext }) {
  if (item.state === null || item.gap === null) return null;
  const gap = formatValue('money', Math.abs(item.gap), format);
  return (
    <p className={`pace__state pace__state--${item.state}`} role="status">
      {item.state === 'ahead' ? (
        <Trans>Ahead of pace by {gap}</Trans>
      ) : item.state === 'behind' ? (
        <Trans>Behind pace by {gap}</Trans>
      ) : (
        <Trans>On pace</Trans>
      )}
    </p>
  );
}

/** How far the month has come against its target, with a mark where the pace expects it by now. */
function PaceBar({ item }: { item: MonthPaceItem }) {
  const { t, i18n } = useLingui();
  const shares = paceShares(item);
  if (!shares) return null;
  const reached = formatPercent(shares.reached * 100, i18n.locale, 0);
  const expected = formatPercent(shares.expected * 100, i18n.locale, 0);
  return (
    <div
      className="pace__bar"
      role="img"
      aria-label={t`${reached} of the target reached, ${expected} expected by now`}
    >
      <span
        className={`pace__reached pace__reached--${item.state ?? 'onPace'}`}
        style={{ width: `${shares.reached * 100}%` }}
      />
      <span className="pace__expected" style={{ insetInlineStart: `${shares.expected * 100}%` }} />
    </div>
  );
}

/** How far the projection lies above or below what it is set against, in words and percent. */
function ProjectionAgainst({
  against,
  change,
  amount,
  lastYearMonth,
}: {
  against: 'target' | 'lastYear';
  change: number;
  amount: string;
  lastYearMonth: string;
}) {
  const { i18n } = useLingui();
  const percent = formatPercent(Math.abs(change), i18n.locale, 0);
  const above = change >= 0;
  return (
    <span className="pace__against">
      {against === 'target' ? (
        above ? (
          <Trans>{percent} above the target</Trans>
        ) : (
          <Trans>{percent} below the target</Trans>
        )
      ) : above ? (
        <Trans>
          {percent} above {lastYearMonth} ({amount})
        </Trans>
      ) : (
        <Trans>
          {percent} below {lastYearMonth} ({amount})
        </Trans>
      )}
    </span>
  );
}

/**
 * The dashboard's month: its revenue so far against the month's target, the revenue the pace expects
 * by now, whether the store is ahead or behind and by how much, and where the month is heading. Without
 * a target, the projection is set beside the same month last year.
 */
export const MonthPacePanel = memo(function MonthPacePanel({
  scope,
  format,
}: {
  scope: ReportScope;
  format: FormatContext;
}) {
  const { t, i18n } = useLingui();
  const core = useLinguiCore();
  const headingId = useId();
  const pace = useQuery(monthPaceQuery(scope));
  // Drawn once near the viewport, in a background render: the dashboard's first figures come first.
  const panel = useRef<HTMLElement>(null);
  const inView = useInView(panel);
  const item = paceOf(useDeferredValue(pace.data));
  const money = (value: number) => formatValue('money', value, format);

  if (!item || !inView) {
    return (
      <section ref={panel} className="panel pace" aria-labelledby={headingId} aria-busy={pace.isFetching}>
        <h2 id={headingId} className="panel__heading">
          <Trans>This month</Trans>
        </h2>
        {pace.isError ? (
          <p role="alert">
            <Trans>
              The month’s pace could not be read: {renderMessage(core.i18n, uiMessageOf(pace.error))}
            </Trans>
          </p>
        ) : (
          <>
            <p className="visually-hidden" role="status">
              <Trans>Reading the month so far…</Trans>
            </p>
            <div className="skeleton pace__skeleton" aria-hidden="true" />
          </>
        )}
      </section>
    );
  }

  const month = monthName(item.month, i18n.locale);
  const against = projectionAgainst(item);
  const until = item.until ? formatWallClock(item.until, i18n.locale) : null;
  const band = formatPercent(ON_PACE_BAND * 100, i18n.locale);
  const lastYearMonth = monthName(`${Number(item.month.slice(0, 4)) - 1}${item.month.slice(4)}`, i18n.locale);
  return (
    <section ref={panel} className="panel pace" aria-labelledby={headingId} aria-busy={pace.isFetching}>
      <div className="pace__head">
        <h2 id={headingId} className="panel__heading">
          <Trans>{month} so far</Trans>
        </h2>
        <p className="pace__lead">
          {until ? (
            <Trans>
              Business day {item.daysBegun} of {item.days}, until {until}
            </Trans>
          ) : (
            <Trans>{item.days} business days</Trans>
          )}
        </p>
      </div>
      <dl className="pace__figures">
        <Figure term={t`So far`} help={[t`Revenue of the month’s business days up to now.`]}>
          {money(item.soFar.revenue)}
        </Figure>
        <Figure
          term={t`Target`}
          help={[t`The revenue an owner set for this month on the Store settings page.`]}
        >
          {item.target ? (
            money(item.target.revenue)
          ) : (
            <Link to="/store-settings" className="pace__set">
              <Trans>No target: set one</Trans>
            </Link>
          )}
        </Figure>
        {item.expected && (
          <Figure
            term={t`Expected by now`}
            help={[
              t`The target spread over the month’s days as this store usually sells on each weekday (the last ${PACE_WEEKS} weeks), added up to now; today counts as far as the same weekdays had sold by this time.`,
              t`Within ${band} of it either side, the month is on pace.`,
            ]}
          >
            {money(item.expected.revenue)}
          </Figure>
        )}
        <Figure
          term={t`Month-end projection`}
          help={[
            t`The month so far, plus for each business day left the median revenue of the same weekday over the last ${PACE_WEEKS} weeks, and for the rest of today the median of what those weekdays sold after this time.`,
          ]}
        >
          {money(item.projection.revenue)}
          {against && against.change !== null && (
            <ProjectionAgainst
              against={against.against}
              change={against.change}
              amount={money(against.amount)}
              lastYearMonth={lastYearMonth}
            />
          )}
        </Figure>
      </dl>
      <PaceBar item={item} />
      <PaceState item={item} format={format} />
    </section>
  );
});
