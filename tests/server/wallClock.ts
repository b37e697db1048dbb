/**
 * Where an instant falls on a zone's wall clock, worked out with Intl (a zone name) or arithmetic (a
 * fixed offset), not with the server's code: the expected period keys of the reports' tests.
 */

export type Mode = 'DATE' | 'WEEK' | 'MONTH' | 'YEAR' | 'DATETIME' | 'HOURS' | 'WEEKHOURS';
export const MODES: Mode[] = ['DATE', 'WEEK', 'MONTH', 'YEAR', 'DATETIME', 'HOURS', 'WEEKHOURS'];

/** Local wall-clock fields of an instant, by Intl for a zone name or by arithmetic for an offset. */
export function wallFields(instant: string, zone: string) {
  const at = new Date(instant);
  const offset = /^([+-])(\d\d):(\d\d)$/.exec(zone);
  if (offset) {
    const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
    const wall = new Date(at.getTime() + minutes * 60_000);
    return {
      y: wall.getUTCFullYear(),
      m: wall.getUTCMonth() + 1,
      d: wall.getUTCDate(),
      h: wall.getUTCHours(),
      mi: wall.getUTCMinutes(),
    };
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    y: Number(parts.year),
    m: Number(parts.month),
    d: Number(parts.day),
    h: Number(parts.hour),
    mi: Number(parts.minute),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall date `YYYY-MM-DD` of an instant, `minutesBack` minutes earlier on the wall clock. */
export function wallDate(instant: string, zone: string, minutesBack = 0): string {
  const { y, m, d, h, mi } = wallFields(instant, zone);
  return new Date(Date.UTC(y, m - 1, d, h, mi) - minutesBack * 60_000).toISOString().slice(0, 10);
}

/**
 * The period key an instant belongs to, as the API spells it. Days, weeks, months and years are those
 * of a clock `dayStartsAt` minutes behind (a business day); hours are the clock's own.
 */
export function expectedKey(instant: string, zone: string, mode: Mode, dayStartsAt = 0): string {
  const { y, m, d, h } = wallFields(instant, zone);
  const clockDate = `${y}-${pad(m)}-${pad(d)}`;
  const date = wallDate(instant, zone, dayStartsAt);
  switch (mode) {
    case 'DATE':
      return date;
    case 'WEEK': {
      const day = new Date(`${date}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    }
    case 'MONTH':
      return date.slice(0, 7);
    case 'YEAR':
      return date.slice(0, 4);
    case 'DATETIME':
      return `${clockDate} ${pad(h)}:00`;
    case 'HOURS':
      return `${pad(h)}:00`;
    case 'WEEKHOURS':
      return `${new Date(`${clockDate}T00:00:00Z`).getUTCDay() || 7} ${pad(h)}:00`;
  }
}
