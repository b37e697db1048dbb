import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReportMode } from '../contract/constants';
import type { FilterSearch } from '../filters/filterSearch';
import { SelectField } from '../ui/fields';
import { useChoiceShownAtOnce } from '../ui/useChoiceShownAtOnce';
import { type ReportDefinition, type ReportOption, reportMode } from './definition';
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
  if (choices.length < 2) return null;
  return (
    <SelectField inline label={<Trans>Currency</Trans>} value={value} onChange={onChange}>
      {choices.map((choice) => (
        <option key={choice.code} value={choice.code}>
          {choice.code} ({choice.symbol})
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The grouping of a report's periods, for a report that offers several; a choice shows at once (see
 * `useChoiceShownAtOnce`).
 */
export function GroupingSelect({
  report,
  search,
  onChange,
}: {
  report: ReportDefinition;
  search: FilterSearch;
  onChange: (mode: ReportMode) => void;
}) {
  const { i18n } = useLinguiCore();
  const [shown, choose] = useChoiceShownAtOnce(reportMode(report, search));
  const modes = report.modes;
  if (!modes) return null;
  return (
    <SelectField
      inline
      label={<Trans>Group by</Trans>}
      value={shown}
      onChange={(chosen) => {
        const mode = chosen as ReportMode;
        choose(mode);
        onChange(mode);
      }}
    >
      {modes.map((mode) => (
        <option key={mode} value={mode}>
          {i18n._(MODE_LABELS[mode])}
        </option>
      ))}
    </SelectField>
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
  return (
    <SelectField inline label={<Trans>Show</Trans>} value={value} onChange={onChange}>
      {figures.map((figure) => (
        <option key={figure.key} value={figure.key}>
          {i18n._(figure.label)}
        </option>
      ))}
    </SelectField>
  );
}
