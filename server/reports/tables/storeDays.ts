import { instantOf, startOfWallDay, wallOf, type Zone } from '../time/zone';

/**
 * Store days against the report's zone: where a store's local day starts, which whole months it
 * holds, and by how much the report zone's day boundaries move against the store's, run by run.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The UTC hours of day a local day of the zone can start in over `[from, to)`, one per offset. */
export function startHoursOf(zone: Zone, from: number, to: number): number[] {
  const offsets = new Set(zone.segments(from, to).map((segment) => segment.offset));
  return [...offsets].map((offset) => Math.floor((((-offset % 1440) + 1440) % 1440) / 60));
}

const dayText = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The first instant of the store's local day holding `instant`, or of the next one. */
export function dayStart(zone: Zone, instant: number, next: boolean): number {
  const wall = wallOf(zone, instant);
  const start = instantOf(zone, startOfWallDay(wall));
  if (start === instant || !next) return start;
  return instantOf(zone, startOfWallDay(wall) + DAY);
}

/** Whole months `[first, end)` (local dates) inside the days `[firstDay, endDay)`, if any. */
export function wholeMonths(firstDay: string, endDay: string): [string, string] | undefined {
  const start = new Date(`${firstDay}T00:00:00Z`);
  const first =
    start.getUTCDate() === 1 ? start : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const end = new Date(`${endDay}T00:00:00Z`);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1));
  if (first >= last) return undefined;
  return [dayText(first.getTime()), dayText(last.getTime())];
}

/**
 * Where the report zone's midnights fall in the store's days: the store-local minute of each one
 * inside `[a, b)`, and the δ (minutes) from a store-local wall time at `anchor` minutes of a day to
 * the report zone's wall time at the same instant, per run of store days.
 */
export function zoneShift(store: Zone, zone: Zone, a: number, b: number) {
  const minutes: number[] = [];
  let wall = startOfWallDay(wallOf(zone, a));
  for (;;) {
    const t = instantOf(zone, wall);
    if (t >= b) break;
    if (t > a) {
      const storeWall = wallOf(store, t);
      minutes.push((storeWall - startOfWallDay(storeWall)) / MINUTE);
    }
    wall += DAY;
  }
  return minutes;
}

/** Runs of store days with the same δ, from `firstDay` to `endDay` (exclusive), at `anchor` minutes. */
export function shiftRuns(store: Zone, zone: Zone, firstDay: string, endDay: string, anchor: number) {
  const runs: { from: string; delta: number }[] = [];
  const end = Date.parse(`${endDay}T00:00:00Z`);
  for (let day = Date.parse(`${firstDay}T00:00:00Z`); day < end; day += DAY) {
    const wall = day + anchor * MINUTE;
    const delta = (wallOf(zone, instantOf(store, wall)) - wall) / MINUTE;
    if (runs.at(-1)?.delta !== delta) runs.push({ from: dayText(day), delta });
  }
  return runs;
}
