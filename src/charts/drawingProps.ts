import type { ReportChartProps } from './types';

/** What the lazily loaded drawings receive: the chart's props with the height resolved. */
export type DrawingProps = Omit<ReportChartProps, 'height' | 'describedBy'> & { height: number };

export const formatOrDash = (value: number | null, format: (value: number) => string): string =>
  value === null ? '–' : format(value);
