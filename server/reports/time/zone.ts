/**
 * Time zones of the reports: a fixed UTC offset (`+05:30`) or an IANA zone (`Europe/Paris`). A
 * zone is handled as the list of its offsets over time (`segments`), read once per zone and year
 * from the platform's time-zone data (Intl), so every conversion after that is arithmetic:
 * local wall time = instant + offset at that instant.
 *
 * Wall times are epoch milliseconds of the wall clock read as UTC (a UTC-mode Dayjs formats them as
 * local fields).
 */

import { intlZoneOffset } from '../../../src/contract/zoneOffset';

const MINUTE = 60_000;
const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** A stretch of time `[start, end)` (epoch ms) during which the zone's offset is `offset` minutes. */
export interface Segment {
  start: number;
  end: number;
  offset: number;
}

export interface Zone {
  /** As reported back in `range.timeZone`: `+05:30`, or the zone's name. */
  readonly label: string;
  /** The IANA name; undefined for a fixed offset. */
  readonly name: string | undefined;
  /** Minutes east of UTC at an instant. */
  offsetAt(instant: number): number;
  /** The offsets over `[from, to)`, in order, clipped to it (one segment for a fixed offset). */
  segments(from: number, to: number): Segment[];
  /**
   * Minutes after the clock's midnight that a day of this zone starts at: 0, or a store's business
   * day start (`businessZone`), whose days, weeks, months and years are those of a clock that many
   * minutes behind.
   */
  readonly dayStartsAt: number;
  /** The zone of the wall clock itself: this zone when its days start at midnight. */
  readonly clock: Zone;
}

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function fixedZone(offset: number): Zone {
  const zone: Zone = {
    label: formatOffset(offset),
    name: undefined,
    offsetAt: () => offset,
    segments: (from, to) => (from < to ? [{ start: from, end: to, offset }] : []),
    dayStartsAt: 0,
    get clock() {
      return zone;
    },
  };
  return zone;
}

/**
 * The offsets of one UTC year: sampled weekly (zones keep an offset for weeks at least), each
 * change then located to the minute by bisection.
 */
function yearSegments(name: string, year: number): Segment[] {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const segments: Segment[] = [];
  let cursor = start;
  let offset = intlZoneOffset(name, start);
  let segmentStart = start;
  while (cursor < end) {
    const next = Math.min(end, cursor + WEEK);
    const nextOffset = next < end ? intlZoneOffset(name, next) : offset;
    if (nextOffset !== offset) {
      // The first minute at the new offset, within (cursor, next].
      let low = cursor;
      let high = next;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (intlZoneOffset(name, middle) === offset) low = middle;
        else high = middle;
      }
      // A change and its reversal inside one week (none known) would be missed by sampling.
      segments.push({ start: segmentStart, end: high, offset });
      segmentStart = high;
      offset = intlZoneOffset(name, high);
      // Re-sample from the change: a second change could follow within the same week.
      cursor = high;
      continue;
    }
    cursor = next;
  }
  segments.push({ start: segmentStart, end, offset });
  return segments;
}

const zoneYears = new Map<string, Map<number, Segment[]>>();

function segmentsOfYear(name: string, year: number): Segment[] {
  let years = zoneYears.get(name);
  if (!years) {
    years = new Map();
    zoneYears.set(name, years);
  }
  let segments = years.get(year);
  if (!segments) {
    segments = yearSegments(name, year);
    years.set(year, segments);
  }
  return segments;
}

function namedZone(name: string): Zone {
  const zone: Zone = {
    label: name,
    name,
    ...byYear(
      (year) => segmentsOfYear(name, year),
      (instant) => intlZoneOffset(name, instant),
    ),
    dayStartsAt: 0,
    get clock() {
      return zone;
    },
  };
  return zone;
}

/**
 * `offsetAt` and `segments` of a zone whose offsets are kept per UTC year (`ofYear`, which may reach
 * past the year's ends: each year's are clipped to it), `outside` for an instant none holds.
 */
export function byYear(ofYear: (year: number) => Segment[], outside: (instant: number) => number) {
  return {
    offsetAt(instant: number): number {
      for (const segment of ofYear(new Date(instant).getUTCFullYear()))
        if (instant < segment.end) return segment.offset;
      return outside(instant);
    },
    segments(from: number, to: number): Segment[] {
      const out: Segment[] = [];
      if (from >= to) return out;
      const last = new Date(to - 1).getUTCFullYear();
      for (let year = new Date(from).getUTCFullYear(); year <= last; year++) {
        const yearStart = Date.UTC(year, 0, 1);
        const yearEnd = Date.UTC(year + 1, 0, 1);
        for (const segment of ofYear(year)) {
          const start = Math.max(from, yearStart, segment.start);
          const end = Math.min(to, yearEnd, segment.end);
          if (start >= end) continue;
          const previous = out.at(-1);
          // Years are cut at 1 January: the same offset on both sides is one segment.
          if (previous && previous.offset === segment.offset && previous.end === start) previous.end = end;
          else out.push({ start, end, offset: segment.offset });
        }
      }
      return out;
    },
  };
}

let zoneNames: Map<string, string> | undefined;

/** The platform's zone names by lower case, for a name given in any case. */
function canonicalName(text: string): string | undefined {
  zoneNames ??= new Map(Intl.supportedValuesOf('timeZone').map((name) => [name.toLowerCase(), name]));
  const known = zoneNames.get(text.toLowerCase());
  if (known) return known;
  try {
    // Aliases (Asia/Calcutta, US/Eastern…) are valid though not listed.
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return text;
  } catch {
    return undefined;
  }
}

const zones = new Map<string, Zone>();

/** An IANA zone by name (any case), or undefined when the platform does not know it. */
export function zoneNamed(text: string): Zone | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(text)) return undefined;
  const name = canonicalName(text);
  if (!name) return undefined;
  let zone = zones.get(name);
  if (!zone) {
    zone = namedZone(name);
    zones.set(name, zone);
  }
  return zone;
}

/** The wall time at an instant. */
export function wallOf(zone: Zone, instant: number): number {
  return instant + zone.offsetAt(instant) * MINUTE;
}

/**
 * The instant a wall time stands for. A wall time that occurs twice (clocks set back) is the
 * earlier instant; one that does not occur (clocks set forward) is read at the offset before the
 * change, i.e. moved forward by the gap: midnight of a day that starts at 01:00 is its 01:00.
 */
export function instantOf(zone: Zone, wall: number): number {
  const before = zone.offsetAt(wall - DAY);
  const after = zone.offsetAt(wall + DAY);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wallOf(zone, instant) === wall)
    .sort((a, b) => a - b);
  return candidates[0] ?? wall - before * MINUTE;
}

/** Wall time at the start of its local day. */
export function startOfWallDay(wall: number): number {
  return Math.floor(wall / DAY) * DAY;
}

/** A store's zone: its IANA `timezone`, or its fixed offset when the name is not a known zone. */
export function storeZone(row: { timezone: string | null; utc_offset_minutes: number }): Zone {
  return (row.timezone ? zoneNamed(row.timezone) : undefined) ?? fixedZone(row.utc_offset_minutes);
}
