import { dayStartMinutes } from '../contract/businessDay';
import { dateTimeFormat } from '../i18n/intlFormats';

const MINUTE_MS = 60_000;
/** A Friday (2 January 2026), read in UTC: the preview's example day. */
const FRIDAY = Date.UTC(2026, 0, 2);

/** Every start a store may choose: the quarter hours of a day, `00:00` to `23:45`. */
export const DAY_START_CHOICES: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** What a Friday's business day spans with a start, in the user's language: "Fri 4:00 AM – Sat 3:59 AM". */
export function fridaySpan(dayStartsAt: string, locale: string): { weekday: string; span: string } {
  const start = FRIDAY + dayStartMinutes(dayStartsAt) * MINUTE_MS;
  const last = start + 1440 * MINUTE_MS - MINUTE_MS;
  const format = dateTimeFormat(locale, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return {
    weekday: dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(FRIDAY),
    // Each end on its own: a range format would add the dates, which an example day does not need.
    span: `${format.format(start)} – ${format.format(last)}`,
  };
}
