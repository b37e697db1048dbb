import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../ui/fields';
import { useChoiceShownAtOnce } from '../ui/useChoiceShownAtOnce';
import type { TableColumn, TableSort } from './types';

const DIRECTIONS = ['desc', 'asc'] as const;

interface SortSelectProps<Row> {
  columns: readonly TableColumn<Row>[];
  sort: TableSort | null;
  onSortChange: (columnId: string, direction: TableSort['direction']) => void;
}

/**
 * A phone's way to sort a list of rows, whose table headers it does not show: each sortable column in
 * both directions, the same sort the headers set. Nothing when no column sorts.
 */
export function SortSelect<Row>({ columns, sort, onSortChange }: SortSelectProps<Row>) {
  const { t } = useLingui();
  const [shown, choose] = useChoiceShownAtOnce(sort ? `${sort.columnId} ${sort.direction}` : '');
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const label = (column: TableColumn<Row>, direction: TableSort['direction']) => {
    const name = column.header;
    if (column.align === 'end')
      return direction === 'desc' ? t`${name}, highest first` : t`${name}, lowest first`;
    return direction === 'desc' ? t`${name}, descending` : t`${name}, ascending`;
  };
  return (
    <SelectField
      className="row-list__sort"
      label={t`Sort by`}
      value={shown}
      onChange={(value) => {
        const cut = value.lastIndexOf(' ');
        const direction = value.slice(cut + 1) === 'asc' ? 'asc' : 'desc';
        choose(value);
        onSortChange(value.slice(0, cut), direction);
      }}
    >
      {shown === '' && <option value="">{t`Default sorting`}</option>}
      {sortable.flatMap((column) =>
        DIRECTIONS.map((direction) => (
          <option key={`${column.id} ${direction}`} value={`${column.id} ${direction}`}>
            {label(column, direction)}
          </option>
        )),
      )}
    </SelectField>
  );
}
