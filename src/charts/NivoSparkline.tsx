import { Line } from '@nivo/line';
import { colorAt } from './palette';
import type { ChartPoint } from './types';
import { useChartColors } from './useChartColors';

export const SPARKLINE_WIDTH = 120;
export const SPARKLINE_HEIGHT = 40;

/** The sparkline's drawing: a bare line, no axes, grid, points, tooltip or animation. */
export function NivoSparkline({ points }: { points: readonly ChartPoint[] }) {
  const chartColorsLine = useChartColors().line;
  return (
    <Line
      data={[{ id: 'value', data: points.map((point) => ({ x: point.x, y: point.y })) }]}
      width={SPARKLINE_WIDTH}
      height={SPARKLINE_HEIGHT}
      margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={[colorAt(chartColorsLine, 0)]}
      lineWidth={2}
      enablePoints={false}
      enableGridX={false}
      enableGridY={false}
      axisBottom={null}
      axisLeft={null}
      isInteractive={false}
      layers={['lines']}
      animate={false}
      renderWrapper={false}
      role="presentation"
    />
  );
}
