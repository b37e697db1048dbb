/**
 * The date formats a spreadsheet export offers, written as dayjs formats, and their spreadsheet
 * number formats. Dates stay date cells: only how they are displayed changes.
 */
export const DATE_FORMATS = [
  'DD/MM/YYYY HH:mm',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'MM/DD/YYYY HH:mm',
  'MMMM Do YYYY',
  'MMMM Do YYYY HH:mm',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD/MM/YYYY HH:mm';

export function isDateFormat(value: unknown): value is DateFormat {
  return typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);
}

/** English ordinal suffix of a day of the month, as dayjs writes `Do`: 1st, 2nd, 3rd, 4th, 11th… */
export function ordinalSuffix(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

const TOKENS: Record<string, string> = {
  YYYY: 'yyyy',
  MMMM: 'mmmm',
  MM: 'mm',
  DD: 'dd',
  HH: 'hh',
  mm: 'mm',
};

/**
 * The spreadsheet number format that shows a date as the dayjs format does. Spreadsheet formats have
 * no ordinal day, so `Do` becomes the day followed by its suffix as literal text: the format then
 * depends on the day, which is why the day of the month is an argument.
 */
export function spreadsheetDateFormat(format: DateFormat, dayOfMonth: number): string {
  return format.replace(/YYYY|MMMM|MM|DD|HH|mm|Do/g, (token) =>
    token === 'Do' ? `d"${ordinalSuffix(dayOfMonth)}"` : (TOKENS[token] ?? token),
  );
}

/** Whether the format needs a format per day of the month (ordinal days). */
export function formatDependsOnDay(format: DateFormat): boolean {
  return format.includes('Do');
}
