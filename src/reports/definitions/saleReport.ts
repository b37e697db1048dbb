import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { paymentStatusLabel } from '../../filters/labels';
import { fieldColumn } from '../columns';
import { type ColumnDefinition, defineReport, type Row, reads } from '../definition';
import { REVENUE_FILTERS, saleSummaryEndpoint, summaryChart } from './saleSummary';

interface SaleLine extends Row {
  createdAt: string;
  incrementID: string;
  paymentsCount: number;
}

/** Payment columns shown even when the rows have fewer payments, so the table keeps its shape. */
const MIN_PAYMENT_COLUMNS = 3;

/** The order's payments, numbered 1…n, as many as the rows of the page have. */
function paymentColumns(items: readonly SaleLine[]): ColumnDefinition<SaleLine>[] {
  const count = Math.max(MIN_PAYMENT_COLUMNS, ...items.map((item) => item.paymentsCount));
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return [
      {
        key: `paymentName_${n}`,
        header: msg`Payment ${n}`,
        kind: 'text' as const,
        value: (item: SaleLine) => (item[`paymentName_${n}`] as string | undefined) ?? '',
      },
      {
        key: `amount_${n}`,
        header: msg`Amount ${n}`,
        kind: 'money' as const,
        metric: 'paymentAmount' as const,
        value: (item: SaleLine) => (item[`amount_${n}`] as number | undefined) ?? null,
      },
    ];
  }).flat();
}

export const saleReport = defineReport<SaleLine>({
  id: 'salesReport',
  path: '/sales-report',
  title: msg`Sale report`,
  group: 'revenue',
  screen: 'report',
  endpoint: reads(ENDPOINTS.saleReport),
  filters: REVENUE_FILTERS,
  pageSize: 20,
  modes: null,
  columns: [
    { key: 'createdAt', header: msg`Date`, kind: 'dateTime', value: (item) => item.createdAt },
    { key: 'incrementID', header: msg`Order`, kind: 'text', value: (item) => item.incrementID },
    fieldColumn<SaleLine>('outletName', msg({ message: 'Outlet', context: 'outlets' }), 'text'),
    fieldColumn<SaleLine>('cashier', msg`Cashier`, 'text'),
    fieldColumn<SaleLine>('salesman', msg`Seller`, 'text', { defaultVisible: false }),
    fieldColumn<SaleLine>('shiftName', msg`Shift`, 'text', { onlyOn: ['kidzania'] }),
    fieldColumn<SaleLine>('sku', msg`SKU`, 'text'),
    fieldColumn<SaleLine>('barcode', msg`Barcode`, 'text', { defaultVisible: false }),
    fieldColumn<SaleLine>('name', msg`Product`, 'text'),
    fieldColumn<SaleLine>('productCategory', msg`Category`, 'text', { onlyOn: ['kidzania'] }),
    fieldColumn<SaleLine>('quantity', msg`Quantity`, 'count', { metric: 'quantitySold' }),
    fieldColumn<SaleLine>('subtotalPrice', msg`Subtotal`, 'money', { metric: 'lineSubtotal' }),
    fieldColumn<SaleLine>('totalDiscount', msg`Discount`, 'money', { metric: 'lineDiscount' }),
    fieldColumn<SaleLine>('tax', msg`Tax`, 'money', { metric: 'lineTax' }),
    fieldColumn<SaleLine>('totalPrice', msg`Total`, 'money', { metric: 'lineRevenue' }),
    fieldColumn<SaleLine>('totalRefund', msg`Refund`, 'money', { metric: 'lineRefund' }),
    {
      key: 'paymentStatus',
      header: msg`Payment status`,
      kind: 'text',
      value: (item, { i18n }) => paymentStatusLabel(i18n, String(item.paymentStatus)),
    },
    fieldColumn<SaleLine>('note', msg`Note`, 'text', { defaultVisible: false }),
  ],
  rowColumns: paymentColumns,
  customizableColumns: true,
  summary: 'total',
  chart: { ...summaryChart(['totalRevenue']), source: saleSummaryEndpoint },
  currencySelector: true,
  options: ['paidOnly'],
  exportAsksDateFormat: true,
  exportName: 'sales-report',
});
