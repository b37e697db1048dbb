import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ReportAnswer } from '../contract/answers';
import { percentChange } from '../contract/percentChange';
import { columnHeader, type FormatContext, formatValue } from '../reports/cellValue';
import type { ColumnDefinition, ValueContext } from '../reports/definition';
import { formatChange } from '../reports/format';
import { isNumeric } from './reportTableColumns';

/** With the comparison on: the compared period's totals and the change, under the table. */
export function PreviousPeriod({
  columns,
  response,
  format,
  context,
  comparedName,
}: {
  columns: ColumnDefinition[];
  response: ReportAnswer;
  format: FormatContext;
  context: ValueContext;
  /** What the period is compared with ("Previous period", "Same days last week"…). */
  comparedName: string;
}) {
  const { t } = useLingui();
  const current = response.total;
  const previous = response.previous?.total;
  if (!current || !previous) return null;
  const figures = columns.filter((column) => column.total && isNumeric(column));
  const rows: Array<{ label: string; cells: ReactNode[] }> = [
    {
      label: t`This period`,
      cells: figures.map((column) => formatValue(column.kind, column.total?.(current), format)),
    },
    {
      label: comparedName,
      cells: figures.map((column) => formatValue(column.kind, column.total?.(previous), format)),
    },
    {
      label: t`Change`,
      cells: figures.map((column) => {
        const now = column.total?.(current);
        const before = column.total?.(previous);
        if (typeof now !== 'number' || typeof before !== 'number') return '—';
        const change = percentChange(now, before);
        return change === null ? '—' : formatChange(change, format.locale);
      }),
    },
  ];
  return (
    <section className="report__compare" aria-label={t`Comparison: ${comparedName}`}>
      <table className="compare-table">
        <caption className="visually-hidden">{t`Comparison: ${comparedName}`}</caption>
        <thead>
          <tr>
            <td />
            {figures.map((column) => (
              <th key={column.key} scope="col">
                {columnHeader(column, context, format.currency.code)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} data-row="compare">
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <td key={figures[index]?.key}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
