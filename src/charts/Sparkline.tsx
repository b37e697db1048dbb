import { lazy, Suspense } from 'react';
import type { SparklineProps } from './types';
import './charts.css';

const NivoSparkline = lazy(() =>
  import('./NivoSparkline').then((module) => ({ default: module.NivoSparkline })),
);

/** A tiny line of a metric over the period, for the dashboard's metric cards. */
export function Sparkline({ points, label }: SparklineProps) {
  const drawable = points.filter((point) => point.y !== null).length >= 2;
  if (!drawable) return <span className="chart-sparkline" aria-hidden="true" />;
  return (
    <span className="chart-sparkline" role="img" aria-label={label}>
      <Suspense fallback={null}>
        <NivoSparkline points={points} />
      </Suspense>
    </span>
  );
}
