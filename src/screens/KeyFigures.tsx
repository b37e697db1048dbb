import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ReportAnswer } from '../contract/answers';
import type { FormatContext } from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, ValueContext } from '../reports/definition';
import { keyColumnsOf } from '../reports/keyColumns';
import { tableColumns } from './reportTableColumns';
import './key-figures.css';

/**
 * The report's key figures over the whole range (the summary row's), with the names the table gives
 * them: first on a shared report, and above the chart on a phone, where the table's total row is
 * screens away. What a reader came for.
 */
export function KeyFigures({
  report,
  columns,
  data,
  format,
  context,
}: {
  report: ReportDefinition;
  columns: ColumnDefinition[];
  data: ReportAnswer;
  format: FormatContext;
  context: ValueContext;
}) {
  const { t } = useLingui();
  const figures = useMemo(() => {
    const keys = new Set(keyColumnsOf(report, columns));
    return tableColumns(report, columns, data, format, context).filter(
      (column) => keys.has(column.id) && column.summary !== undefined,
    );
  }, [report, columns, data, format, context]);
  if (figures.length === 0) return null;
  return (
    <section className="key-figures" aria-label={t`Key figures`}>
      <dl className="key-figures__list">
        {figures.map((figure) => (
          <div key={figure.id} className="key-figures__figure" data-figure={figure.id}>
            <dt className="key-figures__label">{figure.header}</dt>
            <dd className="key-figures__value">{figure.summary}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
