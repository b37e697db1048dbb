import { useLingui } from '@lingui/react/macro';
import { DIGEST_LANGUAGES, type DigestLanguage } from '../contract/digest';
import { LanguageField } from '../layout/LanguageField';
import { SelectField } from '../ui/fields';
import { hourText } from './digestHour';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function isDigestLanguage(value: string): value is DigestLanguage {
  return (DIGEST_LANGUAGES as readonly string[]).includes(value);
}

/** The language an e-mail is written in unless the user picks another: the app's, else English. */
export const appEmailLanguage = (locale: string): DigestLanguage =>
  isDigestLanguage(locale) ? locale : 'en';

interface ChoiceProps<TValue> {
  id: string;
  value: TValue;
  disabled?: boolean | undefined;
  onChange: (value: TValue) => void;
}

/**
 * The hour an e-mail is sent at, on the store's clock: each hour names the store's zone when it is
 * known ("07:00 (Europe/Paris)"), as the daily e-mail and a view's schedule ask it.
 */
export function HourSelect({
  zone,
  onChange,
  ...field
}: ChoiceProps<number> & { zone?: string | undefined }) {
  const { t } = useLingui();
  return (
    <SelectField {...field} label={t`Hour`} onChange={(hour) => onChange(Number(hour))}>
      {HOURS.map((hour) => (
        <option key={hour} value={hour}>
          {zone ? `${hourText(hour)} (${zone})` : hourText(hour)}
        </option>
      ))}
    </SelectField>
  );
}

/** The language an e-mail is written in, each named in itself. */
export function LanguageSelect({ onChange, ...field }: ChoiceProps<DigestLanguage>) {
  return (
    <LanguageField
      {...field}
      languages={DIGEST_LANGUAGES}
      onChange={(language) => {
        if (isDigestLanguage(language)) onChange(language);
      }}
    />
  );
}
