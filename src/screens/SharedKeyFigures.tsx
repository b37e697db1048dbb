import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ReportAnswer } from '../contract/answers';
import type { FormatContext } from '../reports/cellValue';
import type { ColumnDefinition, ReportDefinition, ValueContext } from '../reports/definition';
import { keyColumnsOf } from '../reports/keyColumns';
import { tableColumns } from './reportTableColumns';

/**
 * The report's key figures over the whole range (the summary row's), first on a shared report: what a
 * reader of the link came for, with the names the table gives them.
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
    <section className="shared__figures" aria-label={t`Key figures`}>
      <dl className="shared__figure-list">
        {figures.map((figure) => (
          <div key={figure.id} className="shared__figure" data-figure={figure.id}>
            <dt className="shared__figure-label">{figure.header}</dt>
            <dd className="shared__figure-value">{figure.summary}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
