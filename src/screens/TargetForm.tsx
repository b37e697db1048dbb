import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { StoreId, UserId } from '../api/queryKeys';
import { removeMonthTargetMutation, saveMonthTargetMutation } from '../api/targetQueries';
import {
  MAX_TARGET,
  MAX_TARGET_ORDERS,
  type MonthTarget,
  type MonthTargetInput,
  monthTargetInputSchema,
} from '../contract/targets';
import { formatCount, formatMoney } from '../reports/format';
import { TextField } from '../ui/fields';
import { renderMessage, uiMessageOf } from '../ui/messages';

/**
 * A number as typed: digits with a point or a comma for the decimals, spaces ignored. Empty text is
 * `empty`; anything else is NaN, which the contract's schema refuses as not a number.
 */
function typedNumber<T>(text: string, empty: T): number | T {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return empty;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

type FieldErrors = Partial<Record<'revenue' | 'orderCount', string>>;

/** One number of a month's target, with its label and the error that refuses it. */
function TargetField({
  errorId,
  inputRef,
  error,
  ...field
}: {
  id: string;
  errorId: string;
  label: ReactNode;
  inputRef: RefObject<HTMLInputElement | null>;
  inputMode: 'decimal' | 'numeric';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      {...field}
      ref={inputRef}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      after={
        error && (
          <p id={errorId} className="month-targets__error">
            {error}
          </p>
        )
      }
    />
  );
}

/** The form of one month's target, in place of its row: checked with the contract's schema before it is sent. */
export function TargetForm({
  userId,
  storeId,
  month,
  monthLabel,
  currency,
  target,
  onClose,
}: {
  userId: UserId;
  storeId: StoreId;
  month: string;
  monthLabel: string;
  currency: string;
  target: MonthTarget | undefined;
  onClose: (done: 'saved' | 'removed' | null) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const queryClient = useQueryClient();
  const save = useMutation(saveMonthTargetMutation(queryClient));
  const remove = useMutation(removeMonthTargetMutation(queryClient));
  const id = useId();
  const ids = {
    revenue: `${id}-revenue`,
    revenueError: `${id}-revenue-error`,
    orders: `${id}-orders`,
    ordersError: `${id}-orders-error`,
    ordersHint: `${id}-orders-hint`,
  };
  const revenueInput = useRef<HTMLInputElement>(null);
  const ordersInput = useRef<HTMLInputElement>(null);
  const [revenue, setRevenue] = useState(target ? String(target.revenue) : '');
  const [orders, setOrders] = useState(target?.orderCount == null ? '' : String(target.orderCount));
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = save.isPending || remove.isPending;
  const failure = save.error ?? remove.error;

  /** What the contract's schema says of a field, in the user's language. */
  const fieldError = (field: keyof FieldErrors, issue: v.BaseIssue<unknown>): string => {
    if (field === 'revenue') {
      if (issue.type === 'min_value') return t`A target cannot be below 0.`;
      if (issue.type === 'max_value') {
        const most = formatMoney(MAX_TARGET, currency, i18n.locale);
        return t`A target can be at most ${most}.`;
      }
      if (issue.type === 'check') return t`Use at most 2 decimals.`;
      return t`Enter an amount, such as 12500.50.`;
    }
    if (issue.type === 'min_value') return t`A target cannot be below 0.`;
    if (issue.type === 'max_value') {
      const most = formatCount(MAX_TARGET_ORDERS, i18n.locale);
      return t`Enter at most ${most} orders.`;
    }
    return t`Enter a whole number of orders, or leave it empty.`;
  };

  const submit = () => {
    if (revenue.trim() === '') {
      setErrors({ revenue: t`Enter the revenue target.` });
      revenueInput.current?.focus();
      return;
    }
    const parsed = v.safeParse(monthTargetInputSchema, {
      revenue: typedNumber(revenue, Number.NaN),
      orderCount: typedNumber(orders, null),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue) === 'orderCount' ? 'orderCount' : 'revenue';
        found[field] ??= fieldError(field, issue);
      }
      setErrors(found);
      (found.revenue ? revenueInput : ordersInput).current?.focus();
      return;
    }
    setErrors({});
    const input: MonthTargetInput = parsed.output;
    save.mutate({ userId, storeId, month, input }, { onSuccess: () => onClose('saved') });
  };

  return (
    <form
      className="month-targets__form"
      aria-label={t`Target of ${monthLabel}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onClose(null);
      }}
    >
      <TargetField
        id={ids.revenue}
        errorId={ids.revenueError}
        label={<Trans>Revenue target ({currency})</Trans>}
        inputRef={revenueInput}
        inputMode="decimal"
        value={revenue}
        error={errors.revenue}
        onChange={setRevenue}
        // The form opens on the user's Edit, at its first field.
        autoFocus
      />
      <TargetField
        id={ids.orders}
        errorId={ids.ordersError}
        label={<Trans>Orders target (optional)</Trans>}
        inputRef={ordersInput}
        inputMode="numeric"
        value={orders}
        error={errors.orderCount}
        onChange={setOrders}
      />
      <div className="month-targets__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => onClose(null)}>
          <Trans>Cancel</Trans>
        </button>
        {target && (
          <button
            type="button"
            className="button month-targets__remove"
            disabled={busy}
            onClick={() => remove.mutate({ userId, storeId, month }, { onSuccess: () => onClose('removed') })}
          >
            {remove.isPending ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
          </button>
        )}
      </div>
      {(save.isPaused || remove.isPaused) && (
        <p className="month-targets__note" role="status">
          <Trans>Waiting for the connection to send the change…</Trans>
        </p>
      )}
      {failure && !busy && (
        <p className="month-targets__error month-targets__failure" role="alert">
          <Trans>Not saved:</Trans> {renderMessage(i18n, uiMessageOf(failure))}
        </p>
      )}
    </form>
  );
}
