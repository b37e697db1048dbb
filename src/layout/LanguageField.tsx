import { useLingui } from '@lingui/react';
import { LANGUAGE_LABEL, LOCALE_NAMES, type Locale } from '../i18n/locales';
import { SelectField } from '../ui/fields';

/** A select of languages under the label "Language", each named in itself; `onChange` gets the value chosen. */
export function LanguageField({
  languages,
  ...field
}: {
  id: string;
  inline?: boolean;
  className?: string;
  value: string;
  languages: readonly Locale[];
  disabled?: boolean | undefined;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  return (
    <SelectField {...field} label={i18n._(LANGUAGE_LABEL)}>
      {languages.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
