import { useLingui } from '@lingui/react';
import { LANGUAGE_LABEL, LOCALE_NAMES, type Locale } from '../i18n/locales';

/** A select of languages under the label "Language", each named in itself; `onChange` gets the value chosen. */
export function LanguageField({
  id,
  className,
  value,
  languages,
  disabled,
  onChange,
}: {
  id: string;
  className: string;
  value: string;
  languages: readonly Locale[];
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className={className}>
      <label htmlFor={id} className="field__label">
        {i18n._(LANGUAGE_LABEL)}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
