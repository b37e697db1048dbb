import { ReportTable } from './ReportTable';
import type { ReportTableProps } from './types';

/** A test's table: `base`, with each test's `props` over it. */
export const tableOf =
  <Row,>(base: ReportTableProps<Row>) =>
  (props: Partial<ReportTableProps<Row>> = {}) => <ReportTable<Row> {...base} {...props} />;
