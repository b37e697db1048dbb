import { useLingui } from '@lingui/react/macro';
import {
  Fragment,
  memo,
  type ReactElement,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { ColumnNotes } from './ColumnNotes';
import { type ListColumns, listColumns } from './listColumns';
import { SortSelect } from './SortSelect';
import type { ReportTableProps, TableColumn } from './types';
import './row-list.css';

/** A column's content in one row of the list, with what labels and aligns it. */
interface Cell extends Pick<TableColumn<unknown>, 'id' | 'header' | 'align'> {
  content: ReactNode;
}

const cellOf = <Row,>({ id, header, align }: TableColumn<Row>, content: ReactNode): Cell => ({
  id,
  header,
  align,
  content,
});

/**
 * A report page on a phone: a list of its rows, the summary ("Total") first. Each row is named by its
 * first column or two (`listColumns`) and shows its key figures with their labels; its other columns
 * open on tap. The table's sortable headers are a "Sort by" select above it, and the ⓘ of its headers
 * one "What the columns mean" above it too. The same props as the table, the same sort and paging.
 */
export function RowList<Row>(props: ReportTableProps<Row>) {
  const { columns, keyColumns, rows, onSortChange } = props;
  const itemId = useId();
  const shownRows = useRowsInSteps(rows);
  const parts = useMemo(() => listColumns(columns, keyColumns), [columns, keyColumns]);
  const summary = (column: TableColumn<Row>): Cell[] =>
    column.summary === undefined ? [] : [cellOf(column, column.summary)];
  return (
    <div className="row-list">
      {onSortChange && <SortSelect columns={columns} sort={props.sort} onSortChange={onSortChange} />}
      <ColumnNotes columns={columns} />
      <ul
        id={props.id}
        className="row-list__items"
        aria-label={props.caption}
        aria-busy={props.busy ? true : undefined}
      >
        {props.summaryLabel !== undefined && (
          <ListItem
            itemId={`${itemId}summary`}
            kind="summary"
            heading={[{ id: 'label', content: props.summaryLabel }]}
            figures={parts.figures.flatMap(summary)}
            rest={() => parts.rest.flatMap(summary)}
            hasRest={parts.rest.some((column) => column.summary !== undefined)}
          />
        )}
        {rows.length === 0 ? (
          <li className="row-list__empty" data-row="empty">
            {props.emptyText}
          </li>
        ) : (
          shownRows.map((row, index) => {
            const key = props.getRowId(row, index);
            return <RowItem key={key} itemId={`${itemId}${key}`} row={row} parts={parts} />;
          })
        )}
      </ul>
    </div>
  );
}

/** Rows drawn with the page; the rest of a long page follows in a transition, which yields to the browser. */
export const FIRST_ROWS = 40;

/** A page's rows to draw, given the page whose every row was last drawn (`whole`). */
export function rowsToDraw<Row>(rows: readonly Row[], whole: readonly Row[] | null): readonly Row[] {
  return whole === rows || rows.length <= FIRST_ROWS ? rows : rows.slice(0, FIRST_ROWS);
}

/**
 * The rows to draw now: a page's first rows at once, all of them a moment later. A year by day is 365
 * rows, which the table draws as they scroll into view; drawn at once they would hold a phone's main
 * thread for a long task.
 */
function useRowsInSteps<Row>(rows: readonly Row[]): readonly Row[] {
  const [whole, setWhole] = useState<readonly Row[] | null>(null);
  const shown = rowsToDraw(rows, whole);
  const complete = shown === rows;
  useEffect(() => {
    if (!complete) startTransition(() => setWhole(rows));
  }, [rows, complete]);
  return shown;
}

/**
 * One row of the page. Memoised, as the table's rows are: the list renders again when it turns busy,
 * its rows (the same objects while the answer is) need not.
 */
const RowItem = memo(function RowItem<Row>({
  itemId,
  row,
  parts,
}: {
  itemId: string;
  row: Row;
  parts: ListColumns<Row>;
}) {
  const cells = (columns: readonly TableColumn<Row>[]): Cell[] =>
    columns.map((column) => cellOf(column, column.cell(row)));
  return (
    <ListItem
      itemId={itemId}
      kind="item"
      heading={cells(parts.heading)}
      figures={cells(parts.figures)}
      rest={() => cells(parts.rest)}
      hasRest={parts.rest.length > 0}
    />
  );
}) as <Row>(props: { itemId: string; row: Row; parts: ListColumns<Row> }) => ReactElement;

interface ListItemProps {
  itemId: string;
  kind: 'item' | 'summary';
  heading: readonly Pick<Cell, 'id' | 'content'>[];
  figures: readonly Cell[];
  /** The other columns, made only once "More" opens: a year by day is 365 rows, most never opened. */
  rest: () => readonly Cell[];
  hasRest: boolean;
}

/** A row named by its heading, which also names its "More" line for screen readers. */
function ListItem({ itemId, kind, heading, figures, rest, hasRest }: ListItemProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const headingId = `${itemId}-name`;
  return (
    <li
      className={kind === 'summary' ? 'row-list__item row-list__item--summary' : 'row-list__item'}
      data-row={kind}
      aria-labelledby={headingId}
    >
      <p className="row-list__heading" id={headingId}>
        {heading.map(({ id, content }, index) => (
          <Fragment key={id}>
            {index > 0 && ' '}
            <span className={index === 0 ? 'row-list__name' : 'row-list__detail'}>{content}</span>
          </Fragment>
        ))}
      </p>
      {figures.length > 0 && <Pairs className="row-list__figures" cells={figures} />}
      {hasRest && (
        <details className="row-list__more" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary aria-describedby={headingId}>{t`More`}</summary>
          {opened && <Pairs className="row-list__rest" cells={rest()} />}
        </details>
      )}
    </li>
  );
}

/** Labels and values, the values aligned as the table's (figures to the end). */
function Pairs({ className, cells }: { className: string; cells: readonly Cell[] }) {
  return (
    <dl className={className}>
      {cells.map(({ id, header, align, content }) => (
        <div
          key={id}
          className={align === 'end' ? 'row-list__pair row-list__pair--end' : 'row-list__pair'}
          data-column={id}
        >
          <dt>{header}</dt>
          <dd>{content}</dd>
        </div>
      ))}
    </dl>
  );
}
