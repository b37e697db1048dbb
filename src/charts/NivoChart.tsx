import { BarChart } from './BarChart';
import type { DrawingProps } from './drawingProps';
import { HeatmapChart } from './HeatmapChart';
import { LineChart } from './LineChart';
import { PieChart } from './PieChart';

/** The nivo drawings, loaded on demand by ReportChart so that nivo stays out of the main bundle. */
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
