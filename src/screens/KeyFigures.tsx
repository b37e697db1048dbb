import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ReportAnswer } from '../contract/answers';
import { percentChange } from '../contract/percentChange';
import type { FormatContext } from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, ValueContext } from '../reports/definition';
import { formatChange } from '../reports/format';
import { keyColumnsOf } from '../reports/keyColumns';
import { tableColumns } from './reportTableColumns';
import './key-figures.css';

/**
 * The report's key figures over the whole range (the summary row's), with the names the table gives
 * them, above the chart of a report and a shared one: what a reader came for, while the table's total
 * row is below the chart (screens below it on a phone).
 */
export function KeyFigures({
  report,
  columns,
  data,
  format,
  context,
  comparedName,
}: {
  report: ReportDefinition;
  columns: ColumnDefinition[];
  data: ReportAnswer;
  format: FormatContext;
  context: ValueContext;
  /** With a comparison on, its name and dates ("Previous period (Nov 19 – 23)"): each figure's change is given. */
  comparedName?: string | undefined;
}) {
  const { t } = useLingui();
  const figures = useMemo(() => {
    const keys = new Set(keyColumnsOf(report, columns));
    return tableColumns(report, columns, data, format, context).filter(
      (column) => keys.has(column.id) && column.summary !== undefined,
    );
  }, [report, columns, data, format, context]);
  const current = data.total;
  const previous = data.previous?.total;
  /**
   * The figure's change over the compared period, on the same totals as the table's comparison: null
   * where the compared period had none, undefined where a total is missing.
   */
  const changeOf = (key: string) => {
    const total = columns.find((column) => column.key === key)?.total;
    const now = current && total?.(current);
    const before = previous && total?.(previous);
    if (typeof now !== 'number' || typeof before !== 'number') return undefined;
    return percentChange(now, before);
  };
  if (figures.length === 0) return null;
  return (
    <section className="key-figures" aria-label={t`Key figures`}>
      <dl className="key-figures__list">
        {figures.map((figure) => {
          const change = comparedName ? changeOf(figure.id) : undefined;
          return (
            <div key={figure.id} className="key-figures__figure" data-figure={figure.id}>
              <dt className="key-figures__label">{figure.header}</dt>
              <dd className="key-figures__value">{figure.summary}</dd>
              {comparedName && change !== undefined && (
                <dd className="key-figures__change">
                  <ChangeOf change={change} locale={format.locale} comparedPhrase={comparedName} />
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function ChangeOf({
  change,
  locale,
  comparedPhrase,
}: {
  change: number | null;
  locale: string;
  comparedPhrase: string;
}) {
  // No percent of nothing: a figure where the compared period had none says so.
  if (change === null) return <Trans>{comparedPhrase}: none</Trans>;
  return (
    <>
      {formatChange(change, locale)} <Trans>vs {comparedPhrase}</Trans>
    </>
  );
}
