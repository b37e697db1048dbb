import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { intlZoneOffset } from '../contract/zoneOffset';
import { dateTimeFormat } from '../i18n/intlFormats';

dayjs.extend(utc);

/** A fixed UTC offset as the API names it: `+05:30`, `-03:00`. */
const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** The browser's own offset at an instant (daylight saving included). */
export const browserOffsetMinutes = (instant: Date): number => -instant.getTimezoneOffset() || 0;

function fixedOffsetMinutes(zone: string): number | null {
  const match = FIXED_OFFSET.exec(zone);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A zone's offset is read from Intl with one formatter per zone (`intlZoneOffset`; dayjs's timezone
 * plugin made a formatter on every conversion, and a year's chart took 40 ms of a laptop for its 366
 * reads), and kept per zone and quarter hour of UTC. Zones change offset on a quarter hour
 * (their offsets and the local times of their changes are whole quarter hours), so an offset holds for
 * the whole quarter hour that contains an instant.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const KEPT_OFFSETS = 5000;
const zoneOffsets = new Map<string, number>();

function zoneOffsetMinutes(zone: string, instant: Date): number {
  const key = `${zone}|${Math.floor(instant.getTime() / QUARTER_HOUR_MS)}`;
  let offset = zoneOffsets.get(key);
  if (offset === undefined) {
    offset = intlZoneOffset(zone, instant.getTime());
    if (zoneOffsets.size >= KEPT_OFFSETS) zoneOffsets.clear();
    zoneOffsets.set(key, offset);
  }
  return offset;
}

/**
 * Minutes to add to a UTC instant to get its wall-clock time in a report's zone (an IANA name, with
 * daylight saving, or a fixed offset); in the browser's zone when the report names none.
 */
export function offsetMinutesIn(zone: string | undefined, instant: Date): number {
  if (!zone) return browserOffsetMinutes(instant);
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return fixed;
  try {
    return zoneOffsetMinutes(zone, instant);
  } catch {
    return browserOffsetMinutes(instant);
  }
}

/**
 * "Now" on the wall clock of a report's zone, as a dayjs of the device whose fields (date, hour,
 * minute…) are that wall clock: ranges are sent as wall-clock times of the report's zone, so the date
 * picker, the default range and "today" work in the store's day wherever the device is. Without a
 * zone, the device's own clock. (A wall time the device's own clock skips, in the hour its daylight
 * saving starts, reads an hour later.)
 */
export function zoneNow(zone: string | null | undefined, instant: Date = new Date()): Dayjs {
  if (!zone) return dayjs(instant);
  return wallDayjs(new Date(instant.getTime() + offsetMinutesIn(zone, instant) * 60_000));
}

/** A wall-clock time held as a Date read in UTC, as a dayjs of the device whose fields are that wall clock. */
export function wallDayjs(wall: Date): Dayjs {
  return dayjs(
    new Date(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    ),
  );
}

/** Whether a report's zone reads another wall clock than the device at an instant (so screens name it). */
export function differsFromDevice(zone: string | null | undefined, instant: Date = new Date()): boolean {
  return Boolean(zone) && offsetMinutesIn(zone ?? undefined, instant) !== browserOffsetMinutes(instant);
}

/**
 * An instant of the API (ISO, UTC) as a date and time in the user's language, at the wall clock of
 * the report's zone (the zone the screen names), else of the browser.
 */
export function formatInstant(
  iso: string | number,
  locale: string,
  zone?: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' },
): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return String(iso);
  if (!zone) return dateTimeFormat(locale, style).format(instant);
  // Intl takes zone names; a fixed offset is applied to the instant, which is then read in UTC.
  const wallClock = new Date(instant.getTime() + offsetMinutesIn(zone, instant) * 60_000);
  return dateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(wallClock);
}
