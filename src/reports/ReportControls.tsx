import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReportMode } from '../contract/constants';
import { useChoiceShownAtOnce } from '../ui/useChoiceShownAtOnce';
import type { ReportOption } from './definition';
import { MODE_LABELS } from './modeLabels';
import type { CurrencyChoice } from './useDisplayCurrency';

export function CurrencySelect({
  value,
  choices,
  onChange,
}: {
  value: string;
  choices: readonly CurrencyChoice[];
  onChange: (code: string) => void;
}) {
  const id = useId();
  if (choices.length < 2) return null;
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        <Trans>Currency</Trans>
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.code} ({choice.symbol})
          </option>
        ))}
      </select>
    </div>
  );
}

/** The grouping of a report's periods; a choice shows at once (see `useChoiceShownAtOnce`). */
export function GroupingSelect({
  value,
  modes,
  onChange,
}: {
  value: ReportMode;
  modes: readonly ReportMode[];
  onChange: (mode: ReportMode) => void;
}) {
  const { i18n } = useLinguiCore();
  const id = useId();
  const [shown, choose] = useChoiceShownAtOnce(value);
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        <Trans>Group by</Trans>
      </label>
      <select
        id={id}
        className="select"
        value={shown}
        onChange={(event) => {
          const mode = event.target.value as ReportMode;
          choose(mode);
          onChange(mode);
        }}
      >
        {modes.map((mode) => (
          <option key={mode} value={mode}>
            {i18n._(MODE_LABELS[mode])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox whose value lives in the URL: a click shows at once (see `useChoiceShownAtOnce`). */
export function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  const [shown, choose] = useChoiceShownAtOnce(checked);
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          choose(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <span>{children}</span>
    </label>
  );
}

export function OptionLabel({ option }: { option: ReportOption }) {
  switch (option) {
    case 'paidOnly':
      return <Trans>Show revenue by paid orders only</Trans>;
    case 'withoutVariant':
      return <Trans>Show products without variant</Trans>;
    case 'paymentInfo':
      return <Trans>Include payment info</Trans>;
    case 'countedOnly':
      return <Trans>Only the orders counted in revenue</Trans>;
  }
}

/** Which figure a chart that offers several shows (the heatmap's revenue, orders or average). */
export function FigureSelect({
  value,
  figures,
  onChange,
}: {
  value: string;
  figures: readonly { key: string; label: MessageDescriptor }[];
  onChange: (figure: string) => void;
}) {
  const { i18n } = useLinguiCore();
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id} className="field__label">
        <Trans>Show</Trans>
      </label>
      <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
        {figures.map((figure) => (
          <option key={figure.key} value={figure.key}>
            {i18n._(figure.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
