import { Trans } from '@lingui/react/macro';
import { type FunctionComponent, useMemo } from 'react';
import { type ChartRow, hasPrevious } from './data';
import { type DrawingProps, formatOrDash } from './drawingProps';
import type { DrawnSeries } from './useDrawnSeries';

export interface TooltipEntry {
  id: string;
  label: string;
  color: string;
  value: string;
  /** The previous period's formatted value, when compared. */
  previous?: string | undefined;
}

/** The tooltip of every chart: the x (or slice) as title, then one line per series. */
export function ChartTooltip({
  title,
  entries,
  previousLabel,
}: {
  title: string;
  entries: readonly TooltipEntry[];
  /** The compared period's name; default "Previous period". */
  previousLabel?: string | undefined;
}) {
  const compared = entries.some((entry) => entry.previous !== undefined);
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">{title}</p>
      <table className="chart-tooltip__table">
        {compared && (
          <thead>
            <tr>
              <td />
              <th scope="col">
                <Trans>Current</Trans>
              </th>
              <th scope="col">{previousLabel ?? <Trans>Previous period</Trans>}</th>
            </tr>
          </thead>
        )}
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <span className="chart-swatch" style={{ background: entry.color }} aria-hidden="true" />
                {entry.label}
              </th>
              <td>{entry.value}</td>
              {compared && <td>{entry.previous ?? '–'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How the tooltip of a bar or line chart names its x and reads its values. */
type RowTooltipText = Pick<DrawingProps, 'previousLabel' | 'formatValue' | 'formatX' | 'describeX'>;

/**
 * The tooltip of a bar or line chart, for nivo: for the x that `xOf` finds in nivo's props, each drawn
 * series' value there, and the previous period's when the rows hold one; nothing for an x without a row.
 */
export function useRowTooltip<Props>(
  xOf: (props: Props) => string | undefined,
  rows: readonly ChartRow[],
  { series, colors }: Pick<DrawnSeries, 'series' | 'colors'>,
  otherColor: string,
  { previousLabel, formatValue, formatX, describeX }: RowTooltipText,
): FunctionComponent<Props> {
  return useMemo(() => {
    const byX = new Map(rows.map((row) => [row.x, row]));
    const compared = hasPrevious(rows);
    return function RowTooltip(props: Props) {
      const x = xOf(props);
      const row = x === undefined ? undefined : byX.get(x);
      if (!row) return null;
      return (
        <ChartTooltip
          title={describeX ? describeX(row.x) : formatX ? formatX(row.x) : row.x}
          previousLabel={previousLabel}
          entries={series.map((item, index) => ({
            id: item.id,
            label: item.label,
            color: colors[index] ?? otherColor,
            value: formatOrDash(row.values[index] ?? null, formatValue),
            previous: compared ? formatOrDash(row.previous[index] ?? null, formatValue) : undefined,
          }))}
        />
      );
    };
  }, [xOf, rows, series, formatValue, formatX, describeX, previousLabel, colors, otherColor]);
}
