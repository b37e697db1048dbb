const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than formatting with it. */
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * An IANA zone's offset in minutes east of UTC at an instant (epoch ms), from the platform's time-zone
 * data: the zone's wall clock at that instant, less the instant. About 40 µs a call. An unknown zone
 * throws a RangeError.
 */
export function intlZoneOffset(zone: string, instant: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const seconds = Math.floor(instant / 1000) * 1000;
  return Math.round((wall - seconds) / MINUTE_MS);
}
