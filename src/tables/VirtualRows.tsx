import type { Row as TableRow } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import { ItemRow } from './ItemRow';
import type { TableColumn } from './types';

/** Estimated height of a body row in pixels (see .report-table__cell); rows are measured once shown. */
const ROW_ESTIMATE = 44;

interface VirtualRowsProps<Row> {
  rows: TableRow<Row>[];
  columnsById: ReadonlyMap<string, TableColumn<Row>>;
  scrollElement: HTMLElement | null;
  colSpan: number;
  /** Rows of the table before the first data row, for aria-rowindex. */
  rowsBefore: number;
}

/**
 * Only the rows in view (plus a margin) are rendered; spacer rows above and below keep the scroll
 * height, so the body stays a plain table body. aria-rowindex tells assistive technology where each
 * rendered row sits among all of them.
 */
export function VirtualRows<Row>({
  rows,
  columnsById,
  scrollElement,
  colSpan,
  rowsBefore,
}: VirtualRowsProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 12,
  });

  // Another page or order starts at its top, not where the previous one was scrolled to.
  const firstId = rows[0]?.id;
  useEffect(() => {
    if (scrollElement && firstId !== undefined) scrollElement.scrollTop = 0;
  }, [scrollElement, firstId]);

  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <>
      {top > 0 && <SpacerRow height={top} colSpan={colSpan} />}
      {items.map((item) => {
        const row = rows[item.index];
        return (
          row && (
            <ItemRow
              key={item.key}
              row={row}
              columnsById={columnsById}
              measureRef={virtualizer.measureElement}
              ariaRowIndex={rowsBefore + item.index + 1}
            />
          )
        );
      })}
      {bottom > 0 && <SpacerRow height={bottom} colSpan={colSpan} />}
    </>
  );
}

function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty layout row, never focusable.
    <tr className="report-table__spacer" aria-hidden="true" data-row="spacer">
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
}
