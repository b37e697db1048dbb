import { useLingui as useLinguiCore } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { StoreId, UserId } from '../api/queryKeys';
import { monthTargetsQuery } from '../api/targetQueries';
import { TARGET_YEAR_MAX, TARGET_YEAR_MIN, targetMonth } from '../contract/targets';
import { dateTimeFormat } from '../i18n/intlFormats';
import { useOnline } from '../offline/useOnline';
import { formatCount, formatMoney } from '../reports/format';
import { SelectField } from '../ui/fields';
import { renderMessage, uiMessageOf } from '../ui/messages';
import './report-screen.css';
import './month-targets.css';
import { TargetForm } from './TargetForm';

export interface MonthTargetsProps {
  userId: UserId;
  storeId: StoreId;
  /** The store's currency (ISO 4217), in which targets are set and shown. */
  currency: string;
  /** Owners set and remove targets; others read them. */
  isOwner: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The years offered: a few around this one, and the one shown. */
function yearChoices(thisYear: number, shown: number): number[] {
  const years = new Set<number>([shown]);
  for (let year = thisYear - 3; year <= thisYear + 2; year++)
    if (year >= TARGET_YEAR_MIN && year <= TARGET_YEAR_MAX) years.add(year);
  return [...years].sort((a, b) => a - b);
}

/**
 * A store's monthly targets: the twelve months of a year with the revenue (and order-count) target set
 * for each. An owner edits a month in place (checked with the contract's schema before it is sent);
 * others read them. A section of a store's settings screen, with no route of its own.
 */
export function MonthTargets({ userId, storeId, currency, isOwner }: MonthTargetsProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const online = useOnline();
  const [thisYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(thisYear);
  // The month being edited, of this store (a store switch closes the form).
  const [editing, setEditing] = useState<{ storeId: StoreId; month: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterClose = useRef<string | null>(null);
  const targets = useQuery(monthTargetsQuery(userId, storeId, year));
  const ids = { heading: useId(), year: useId() };
  const editedMonth = editing?.storeId === storeId ? editing.month : null;

  useEffect(() => {
    if (editedMonth !== null || focusAfterClose.current === null) return;
    editButtons.current.get(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [editedMonth]);

  const monthName = (month: number, width: 'long' | 'short') =>
    dateTimeFormat(i18n.locale, { timeZone: 'UTC', month: width }).format(Date.UTC(year, month - 1, 1));
  const monthLabel = (month: number) =>
    dateTimeFormat(i18n.locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
      Date.UTC(year, month - 1, 1),
    );
  const byMonth = new Map((targets.data ?? []).map((target) => [target.month, target]));
  const neverRead = targets.isPending && targets.fetchStatus === 'paused';
  const columns = isOwner ? 4 : 3;

  return (
    <section className="panel month-targets" aria-labelledby={ids.heading}>
      <div className="month-targets__head">
        <h2 id={ids.heading} className="panel__heading">
          <Trans>Monthly targets</Trans>
        </h2>
        <SelectField
          id={ids.year}
          inline
          label={<Trans>Year</Trans>}
          value={year}
          onChange={(chosen) => {
            setYear(Number(chosen));
            setEditing(null);
          }}
        >
          {yearChoices(thisYear, year).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
      </div>
      {isOwner ? (
        !online && (
          <p className="note" role="status">
            <Trans>You are offline: targets can be changed when the connection returns.</Trans>
          </p>
        )
      ) : (
        <p className="month-targets__note">
          <Trans>Only an owner can change the targets.</Trans>
        </p>
      )}
      {neverRead ? (
        <p className="month-targets__state" role="status">
          <Trans>
            The targets of {year} have not been read on this device yet: they load when the connection
            returns.
          </Trans>
        </p>
      ) : targets.isPending ? (
        <p className="month-targets__state" role="status" aria-busy="true">
          <Trans>Loading the targets…</Trans>
        </p>
      ) : targets.isError && !targets.data ? (
        <div className="month-targets__state" role="alert">
          <p>
            <Trans>The targets could not be read:</Trans> {renderMessage(i18n, uiMessageOf(targets.error))}
          </p>
          <button type="button" className="button" onClick={() => void targets.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <table className="month-targets__table">
          <caption className="visually-hidden">
            <Trans>Monthly targets of {year}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col" className="month-targets__figure">
                <Trans>Revenue target</Trans>
              </th>
              <th scope="col" className="month-targets__figure month-targets__orders">
                <Trans>Orders target</Trans>
              </th>
              {isOwner && (
                <th scope="col" className="month-targets__action">
                  <span className="visually-hidden">
                    <Trans>Change</Trans>
                  </span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {MONTHS.map((number) => {
              const month = targetMonth(year, number);
              const target = byMonth.get(month);
              const orderCount = target?.orderCount ?? null;
              const open = editedMonth === month;
              const formId = `${ids.heading}-${month}`;
              const shownMonth = monthLabel(number);
              return (
                <Fragment key={month}>
                  <tr className={open ? 'month-targets__row--open' : undefined}>
                    <th scope="row">
                      <span className="wide-only">{monthName(number, 'long')}</span>
                      <span className="narrow-only">{monthName(number, 'short')}</span>
                    </th>
                    <td className="month-targets__figure">
                      {target ? (
                        <span className="month-targets__money">
                          {formatMoney(target.revenue, currency, i18n.locale)}
                        </span>
                      ) : (
                        <span className="month-targets__none">
                          <Trans>No target for this month</Trans>
                        </span>
                      )}
                      {orderCount !== null && (
                        <span className="month-targets__orders-inline">
                          <Plural value={orderCount} one="# order" other="# orders" />
                        </span>
                      )}
                    </td>
                    <td className="month-targets__figure month-targets__orders">
                      {orderCount !== null ? (
                        formatCount(orderCount, i18n.locale)
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="visually-hidden">
                            <Trans>No orders target</Trans>
                          </span>
                        </>
                      )}
                    </td>
                    {isOwner && (
                      <td className="month-targets__action">
                        <button
                          ref={(button) => {
                            if (button) editButtons.current.set(month, button);
                            else editButtons.current.delete(month);
                          }}
                          type="button"
                          className="button"
                          disabled={!online}
                          aria-expanded={open}
                          aria-controls={open ? formId : undefined}
                          onClick={() => {
                            setAnnouncement('');
                            setEditing(open ? null : { storeId, month });
                          }}
                        >
                          <Trans>
                            Edit <span className="visually-hidden">{shownMonth}</span>
                          </Trans>
                        </button>
                      </td>
                    )}
                  </tr>
                  {open && (
                    <tr className="month-targets__form-row">
                      <td id={formId} colSpan={columns}>
                        <TargetForm
                          userId={userId}
                          storeId={storeId}
                          month={month}
                          monthLabel={monthLabel(number)}
                          currency={currency}
                          target={target}
                          onClose={(done) => {
                            const label = monthLabel(number);
                            focusAfterClose.current = month;
                            setEditing(null);
                            setAnnouncement(
                              done === 'saved'
                                ? t`Target of ${label} saved.`
                                : done === 'removed'
                                  ? t`Target of ${label} removed.`
                                  : '',
                            );
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
