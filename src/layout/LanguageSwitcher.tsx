import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { activateLocale } from '../i18n/activate';
import { isLocale, LANGUAGE_LABEL, LOCALE_NAMES, OFFERED_LOCALES } from '../i18n/locales';

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  const current = i18n.locale;
  // A browser in Korean or Chinese starts in that catalog; it stays listed so the select shows it.
  const choices =
    isLocale(current) && !OFFERED_LOCALES.includes(current) ? [...OFFERED_LOCALES, current] : OFFERED_LOCALES;
  return (
    <div className={`field field--inline ${className}`}>
      <label htmlFor={id} className="field__label">
        {i18n._(LANGUAGE_LABEL)}
      </label>
      <select
        id={id}
        className="select"
        value={current}
        disabled={pending}
        onChange={async (event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          setPending(true);
          try {
            await activateLocale(next, true);
          } finally {
            setPending(false);
          }
        }}
      >
        {choices.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
