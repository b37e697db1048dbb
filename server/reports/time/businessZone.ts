import { byYear, type Segment, type Zone } from './zone';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The zone whose local days are a store's business days: each starts `dayStartsAt` minutes after
 * the clock's midnight, so it is the clock's zone with every offset that many minutes less. A start
 * the clocks skip (02:30 on a day they go forward at 02:00) is read as every skipped wall time is
 * (`instantOf`): at the offset before the change, an hour later; one they repeat is its first
 * occurrence. So that every instant falls in the day those starts bound, a change of offset whose
 * skipped or repeated wall times hold a start takes effect at that start instead (`movedChange`).
 */
export function businessZone(clock: Zone, dayStartsAt: number): Zone {
  const base = clock.clock;
  if (dayStartsAt === 0) return base;
  const years = new Map<number, Segment[]>();
  const segmentsOfYear = (year: number) => {
    let segments = years.get(year);
    if (!segments) {
      // A day on each side, so that a change moved across 1 January is seen from both years.
      segments = shiftedSegments(
        base,
        dayStartsAt,
        Date.UTC(year, 0, 1) - DAY,
        Date.UTC(year + 1, 0, 1) + DAY,
      );
      years.set(year, segments);
    }
    return segments;
  };
  return {
    label: base.label,
    name: base.name,
    ...byYear(segmentsOfYear, (instant) => base.offsetAt(instant) - dayStartsAt),
    dayStartsAt,
    clock: base,
  };
}

/** The clock's offsets over `[from, to)` less `dayStartsAt`, each change moved as `movedChange` says. */
function shiftedSegments(clock: Zone, dayStartsAt: number, from: number, to: number): Segment[] {
  const segments = clock
    .segments(from, to)
    .map((segment) => ({ ...segment, offset: segment.offset - dayStartsAt }));
  for (let i = 1; i < segments.length; i++) {
    const before = segments[i - 1];
    const after = segments[i];
    if (!before || !after) continue;
    const moved = movedChange(after.start, before.offset, after.offset);
    before.end = moved;
    after.start = moved;
  }
  return segments;
}

/**
 * Where a change of offset from `before` to `after` (minutes) at `instant` takes effect in a business
 * zone: at the instant itself, unless a start of day (a midnight of the shifted wall clock) lies in the
 * wall times it skips or repeats. Then at that start: read at the offset before the change when
 * skipped, so the day holds no instant before it; at its instant after the change when repeated, so no
 * instant after the day's first start goes back to the day before.
 */
function movedChange(instant: number, before: number, after: number): number {
  const low = instant + Math.min(before, after) * MINUTE;
  const high = instant + Math.max(before, after) * MINUTE;
  const start = Math.ceil(low / DAY) * DAY;
  if (start >= high) return instant;
  return start - (after > before ? before : after) * MINUTE;
}
