import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

export type LegendMark = 'swatch' | 'line' | 'dashed' | 'target';

export interface LegendItem {
  id: string;
  label: string;
  color: string;
  mark: LegendMark;
}

/**
 * The legend of a cartesian chart: its series when there are several (one needs no key), then the
 * compared period's mark when it is drawn.
 */
export function seriesLegend(
  series: readonly { id: string; label: string }[],
  colorOf: (index: number) => string,
  mark: LegendMark,
  previous: Omit<LegendItem, 'id'> | null,
): LegendItem[] {
  const items =
    series.length > 1
      ? series.map((item, index) => ({ id: item.id, label: item.label, color: colorOf(index), mark }))
      : [];
  return previous ? [...items, { id: 'previous', ...previous }] : items;
}

/** What a legend lets the reader choose: which of a chart's series are drawn (see `useDrawnSeries`). */
export interface SeriesChoice {
  /** Every series, in the chart's order, with its colour while it is drawn (null: added up in "Other"). */
  options: readonly { id: string; label: string; color: string | null }[];
  /** The most drawn at once. */
  most: number;
  onChange: (id: string, drawn: boolean) => void;
  /** Back to the largest series. */
  onReset: () => void;
}

/**
 * An HTML legend under the chart: it wraps on narrow screens, which nivo's SVG legends cannot. With a
 * choice, a button under it opens the list of every series as checkboxes, which keyboards and screen
 * readers use as any form.
 */
export function ChartLegend({
  items,
  choice,
  mark = 'swatch',
}: {
  items: readonly LegendItem[];
  choice?: SeriesChoice | null | undefined;
  /** The mark of the choice's series (a line chart's lines). */
  mark?: LegendMark;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panel = useId();
  if (items.length === 0 && !choice) return null;
  const drawn = choice ? choice.options.filter((option) => option.color !== null).length : 0;
  const total = choice?.options.length ?? 0;
  const most = choice?.most ?? 0;
  const full = drawn >= most;
  return (
    <div className="chart-legend-area">
      {items.length > 0 && (
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
      )}
      {choice && (
        <>
          <button
            type="button"
            className="chart-legend__choose"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t`Choose what is drawn (${drawn} of ${total})`}
          </button>
          <fieldset id={panel} className="chart-choice" hidden={!open}>
            <legend className="chart-choice__legend">
              {t`Draw at most ${most}; the others are added up as “Other”.`}
            </legend>
            <ul className="chart-choice__list">
              {choice.options.map((option) => (
                <li key={option.id}>
                  <label className="chart-choice__option">
                    <input
                      type="checkbox"
                      checked={option.color !== null}
                      disabled={option.color === null && full}
                      onChange={(event) => choice.onChange(option.id, event.currentTarget.checked)}
                    />
                    <span
                      className={`chart-legend__mark chart-legend__mark--${mark}`}
                      style={{ color: option.color ?? 'transparent' }}
                      aria-hidden="true"
                    />
                    {option.label}
                  </label>
                </li>
              ))}
            </ul>
            <button type="button" className="button" onClick={choice.onReset}>
              {t`Draw the ${most} largest`}
            </button>
          </fieldset>
        </>
      )}
    </div>
  );
}
