import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Source } from '../contract/constants';

/** All, online or in-store orders, as a segmented radio group. */
export function SourceSelector({ value, onChange }: { value: Source; onChange: (source: Source) => void }) {
  const { t } = useLingui();
  const name = useId();
  const options: { value: Source; label: string }[] = [
    { value: 'all', label: t({ message: 'All', context: 'order sources' }) },
    { value: 'online', label: t({ message: 'Online', context: 'order sources' }) },
    { value: 'in_store', label: t({ message: 'In store', context: 'order sources' }) },
  ];
  return (
    <fieldset className="segmented segmented--source">
      <legend className="segmented__legend">{t`Source`}</legend>
      {options.map((option) => (
        <label key={option.value} className="segmented__option">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
