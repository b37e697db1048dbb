export type LegendMark = 'swatch' | 'line' | 'dashed' | 'target';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
  mark: LegendMark;
}

/** An HTML legend under the chart: it wraps on narrow screens, which nivo's SVG legends cannot. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.id} className="chart-legend__item">
          <span
            className={`chart-legend__mark chart-legend__mark--${item.mark}`}
            style={{ color: item.color }}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
