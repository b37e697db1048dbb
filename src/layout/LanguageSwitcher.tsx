import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { activateLocale } from '../i18n/activate';
import { isLocale, OFFERED_LOCALES } from '../i18n/locales';
import { LanguageField } from './LanguageField';

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const id = useId();
  const [pending, setPending] = useState(false);
  const current = i18n.locale;
  // A browser in Korean or Chinese starts in that catalog; it stays listed so the select shows it.
  const choices =
    isLocale(current) && !OFFERED_LOCALES.includes(current) ? [...OFFERED_LOCALES, current] : OFFERED_LOCALES;
  return (
    <LanguageField
      id={id}
      inline
      className={className}
      value={current}
      languages={choices}
      disabled={pending}
      onChange={async (next) => {
        if (!isLocale(next)) return;
        setPending(true);
        try {
          await activateLocale(next, true);
        } finally {
          setPending(false);
        }
      }}
    />
  );
}
