const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format, Options>(
  formats: Map<string, Format>,
  locale: string,
  options: Options,
  make: () => Format,
): Format {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** Number formats are costly to make and a table formats thousands of cells: one per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * Date formats cost more still (milliseconds each on a phone, for every cell, tick and render): one per
 * locale and options.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

let dateFormatsWarm = false;

/**
 * The first date format a page makes costs 15–45 ms (the browser loads its date data then), whatever
 * its locale or options; later ones cost under a millisecond. Made in a task of its own while the app's
 * code downloads, that cost stays out of the first screen's render.
 */
export function warmDateFormats(): void {
  if (dateFormatsWarm) return;
  dateFormatsWarm = true;
  setTimeout(() => new Intl.DateTimeFormat().format(0), 0);
}

/** A wall-clock time of the API (`HH:mm`) in the user's language ("4:34 AM", "04:34"); else as given. */
export function formatWallClock(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(instant);
}
