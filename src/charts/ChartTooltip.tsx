import { Trans } from '@lingui/react/macro';

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
