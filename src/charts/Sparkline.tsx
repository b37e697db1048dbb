import { useMemo } from 'react';
import { chartColors, colorAt } from './palette';
import type { ChartPoint, SparklineProps } from './types';
import { useColorScheme } from './useChartColors';
import './charts.css';

export const SPARKLINE_WIDTH = 120;
export const SPARKLINE_HEIGHT = 40;
const INSET = 4;
const LINE_WIDTH = 2;

/**
 * The line's path in a width × height box less the inset: points evenly spaced, values scaled between
 * their minimum and maximum (a flat line sits in the middle); a missing value breaks the line.
 */
export function sparklinePath(points: readonly ChartPoint[], width: number, height: number): string {
  const values = points.flatMap((point) => (point.y === null ? [] : [point.y]));
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const step = points.length > 1 ? (width - 2 * INSET) / (points.length - 1) : 0;
  const yOf = (value: number) =>
    span === 0 ? height / 2 : height - INSET - ((value - min) / span) * (height - 2 * INSET);
  let path = '';
  let drawing = false;
  points.forEach((point, index) => {
    if (point.y === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${(INSET + index * step).toFixed(1)},${yOf(point.y).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/**
 * A tiny line of a metric over the period, for the dashboard's metric cards: a plain SVG path (ten of
 * them draw with the cards, so no chart library and no measuring).
 */
export function Sparkline({ points, label }: SparklineProps) {
  const color = colorAt(chartColors(useColorScheme()).series, 0);
  const path = useMemo(() => sparklinePath(points, SPARKLINE_WIDTH, SPARKLINE_HEIGHT), [points]);
  const drawable = points.filter((point) => point.y !== null).length >= 2;
  if (!drawable) return <span className="chart-sparkline" aria-hidden="true" />;
  return (
    <span className="chart-sparkline" role="img" aria-label={label}>
      <svg
        width={SPARKLINE_WIDTH}
        height={SPARKLINE_HEIGHT}
        viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={path}
          fill="none"
          stroke={color}
          strokeWidth={LINE_WIDTH}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
