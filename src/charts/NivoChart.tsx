import { type ComponentType, lazy } from 'react';
import { nextTask } from '../nextTask';
import type { DrawingProps } from './drawingProps';
import type { ChartKind } from './types';

let colorScales: Promise<void> | undefined;

/**
 * nivo's colour scales, evaluated in a task of their own before any drawing: d3-scale-chromatic builds
 * every colour scheme when it is evaluated, and with the rest of a drawing's modules that made one long
 * task on a phone. A failed load is not final: the next drawing tries again.
 */
function loadColorScales(): Promise<void> {
  colorScales ??= import('@nivo/colors').then(nextTask);
  colorScales.catch(() => {
    colorScales = undefined;
  });
  return colorScales;
}

type Drawing = () => Promise<{ default: ComponentType<DrawingProps> }>;

/** A drawing imported once the colour scales are in: `load` imports its chunk, `pick` takes its component. */
function afterColorScales<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<DrawingProps>,
): Drawing {
  return () =>
    loadColorScales()
      .then(load)
      .then((module) => ({ default: pick(module) }));
}

// Each kind of drawing is a chunk of its own: a report of bars does not download, parse and compile
// nivo's lines, pies and heatmaps (nivo as a whole is the largest script of the app).
const drawings: Record<Exclude<ChartKind, 'horizontalBar'>, Drawing> = {
  bar: afterColorScales(
    () => import('./BarChart'),
    (module) => module.BarChart,
  ),
  line: afterColorScales(
    () => import('./LineChart'),
    (module) => module.LineChart,
  ),
  pie: afterColorScales(
    () => import('./PieChart'),
    (module) => module.PieChart,
  ),
  heatmap: afterColorScales(
    () => import('./HeatmapChart'),
    (module) => module.HeatmapChart,
  ),
};

const drawingOf = (kind: ChartKind): Drawing => drawings[kind === 'horizontalBar' ? 'bar' : kind];

const BarChart = lazy(drawings.bar);
const LineChart = lazy(drawings.line);
const PieChart = lazy(drawings.pie);
const HeatmapChart = lazy(drawings.heatmap);

/**
 * Loads a kind of drawing while its data is on its way (a report's loader calls it), so its code is
 * fetched and evaluated by the time the answer arrives rather than after it.
 */
export function preloadDrawing(kind: ChartKind): void {
  drawingOf(kind)().catch(() => undefined);
}

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
