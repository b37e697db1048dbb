import type { ReactNode } from 'react';

/** A dialog's choice of one among a few: radios under a legend, each with what `label` shows beside it. */
export function RadioChoices<T>({
  legend,
  name,
  className,
  choices,
  keyOf,
  chosen,
  label,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  /** More classes of the fieldset, after `dialog__choices`. */
  className?: string;
  choices: readonly T[];
  /** A choice's key and value. */
  keyOf: (choice: T) => string;
  chosen: T;
  label: (choice: T) => ReactNode;
  onChange: (choice: T) => void;
}) {
  return (
    <fieldset className={className ? `dialog__choices ${className}` : 'dialog__choices'}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={keyOf(choice)} className="dialog__choice">
          <input
            type="radio"
            name={name}
            value={keyOf(choice)}
            checked={keyOf(choice) === keyOf(chosen)}
            onChange={() => onChange(choice)}
          />
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
}
