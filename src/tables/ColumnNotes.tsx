import { Trans } from '@lingui/react/macro';
import type { TableColumn } from './types';

/**
 * What a phone's list shows instead of the ⓘ of each column header: every column's definition once,
 * under one line that opens on tap (a native disclosure, so keyboards and screen readers know it).
 * Nothing when no column has one.
 */
export function ColumnNotes<Row>({ columns }: { columns: readonly TableColumn<Row>[] }) {
  const defined = columns.filter((column) => column.definition);
  if (defined.length === 0) return null;
  return (
    <details className="row-list__notes">
      <summary>
        <Trans>What the columns mean</Trans>
      </summary>
      <dl>
        {defined.map((column) => (
          <div key={column.id} className="row-list__note">
            <dt>{column.header}</dt>
            {column.definition?.paragraphs.map((paragraph) => (
              <dd key={paragraph}>{paragraph}</dd>
            ))}
          </div>
        ))}
      </dl>
    </details>
  );
}
