import { lazy } from 'react';
import type { DrawingProps } from './drawingProps';

// Each kind of drawing is a chunk of its own: a report of bars does not download, parse and compile
// nivo's lines, pies and heatmaps (nivo as a whole is the largest script of the app).
const BarChart = lazy(() => import('./BarChart').then((module) => ({ default: module.BarChart })));
const LineChart = lazy(() => import('./LineChart').then((module) => ({ default: module.LineChart })));
const PieChart = lazy(() => import('./PieChart').then((module) => ({ default: module.PieChart })));
const HeatmapChart = lazy(() =>
  import('./HeatmapChart').then((module) => ({ default: module.HeatmapChart })),
);

/** The nivo drawings, each loaded on demand (ReportChart holds their place until then). */
export function NivoChart(props: DrawingProps) {
  switch (props.kind) {
    case 'line':
      return <LineChart {...props} />;
    case 'pie':
      return <PieChart {...props} />;
    case 'heatmap':
      return <HeatmapChart {...props} />;
    default:
      return <BarChart {...props} />;
  }
}
