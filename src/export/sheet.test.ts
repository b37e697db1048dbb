// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REPORTS } from '../reports/registry';
import type { CellContext } from './cells';
import { exportFileName, exportGrouping } from './fileName';
import { createSheetBuilder, mergeKeys, sheetRows } from './sheet';
import { order, sourceI18n } from './testFixtures';
import { exportValueContext } from './valueContext';

const cells: CellContext = {
  currency: { code: 'KRW', symbol: '₩', rate: 1 },
  mode: 'DATE',
  dateFormat: 'DD/MM/YYYY HH:mm',
  offsetMinutes: () => 540,
};
const values = exportValueContext(sourceI18n(), cells.currency, [['ready', 'Ready for pickup']]);

function saleLine(n: number, payments: number) {
  const line: Record<string, unknown> = {
    lineId: n,
    entityID: n,
    incrementID: `SEO-${n}`,
    createdAt: '2026-11-22T01:00:00.000Z',
    outletName: 'Gangnam',
    cashier: 'Liam',
    salesman: null,
    shiftName: null,
    productId: 1,
    sku: `SKU-${n}`,
    barcode: '',
    name: 'Tea',
    productCategory: null,
    quantity: 2,
    subtotalPrice: 100,
    totalDiscount: 0,
    tax: 10,
    totalPrice: 110,
    totalRefund: 0,
    note: '',
    paymentStatus: 'paid',
    paymentDetails: '',
    paymentsCount: payments,
  };
  for (let p = 1; p <= payments; p++) {
    line[`paymentName_${p}`] = `Method ${p}`;
    line[`amount_${p}`] = 10 * p;
  }
  return line;
}

describe('mergeKeys', () => {
  it('adds keys of later pages before the first known key that follows them, else at the end', () => {
    expect(mergeKeys(['p1', 'a1', 'p2', 'a2'], ['p1', 'a1', 'p2', 'a2', 'p3', 'a3'])).toEqual([
      'p1',
      'a1',
      'p2',
      'a2',
      'p3',
      'a3',
    ]);
    expect(mergeKeys(['new', 'completed', 'total'], ['new', 'canceled', 'total'])).toEqual([
      'new',
      'completed',
      'canceled',
      'total',
    ]);
    expect(mergeKeys([], ['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('createSheetBuilder', () => {
  it('writes the header, the rows in order and the totals row of the order list', () => {
    const builder = createSheetBuilder({
      report: REPORTS.salesOrder,
      values,
      search: {},
      platform: 'default',
      columnKeys: ['orderNumber', 'createdAt', 'status', 'totalPrice', 'totalTax'],
      cells,
    });
    builder.addItems([order(1), order(2)]);
    builder.addItems([order(3)]);
    builder.setSummary({ totalPrice: 6001.5, totalTax: 600 }, 'total');
    const { data, headers, widths } = builder.build();
    expect(headers).toEqual(['Order', 'Date', 'Payment status', 'Total [KRW]', 'Tax [KRW]']);
    expect(data[0]).toEqual(headers.map((value) => ({ value, fontWeight: 'bold' })));
    expect(data.slice(1, 4).map((row) => row[0])).toEqual(['SEO-100001', 'SEO-100002', 'SEO-100003']);
    // Labels come from the definitions' accessors, translated like the screen.
    expect(data[1]?.[2]).toBe('Paid');
    expect(data[3]?.[2]).toBe('Partially Refunded');
    expect(data[1]?.[3]).toEqual({ value: 1000.5, type: Number, format: '"₩ "#,##0' });
    expect(data[4]).toEqual([
      { value: 'Total', fontWeight: 'bold' },
      null,
      null,
      { value: 6001.5, type: Number, format: '"₩ "#,##0', fontWeight: 'bold' },
      { value: 600, type: Number, format: '"₩ "#,##0', fontWeight: 'bold' },
    ]);
    expect(widths).toHaveLength(5);
    expect(widths.every((width) => width >= 8 && width <= 60)).toBe(true);
  });

  it('notes under the table what each figure means, columns of one metric together, once', () => {
    const builder = createSheetBuilder({
      report: REPORTS.salesReport,
      values,
      search: {},
      platform: 'default',
      columnKeys: ['incrementID', 'quantity', 'totalPrice'],
      cells,
    });
    builder.addItems([saleLine(1, 4)]);
    const sheet = builder.build();
    expect(sheet.notes.map((row) => row[0])).toEqual([
      { value: 'What the figures mean', fontWeight: 'bold' },
      'Quantity: Units sold in the orders, before refunds.',
      expect.stringMatching(/^Total: Sales of the items after discounts/),
      expect.stringMatching(/^Amount 1, Amount 2, Amount 3, and Amount 4: The amount of the order's payment/),
      expect.stringMatching(
        /^Amounts are in the store's currency\. In another currency you choose, they are/,
      ),
    ]);
    expect(sheetRows(sheet)).toEqual([...sheet.data, [], ...sheet.notes]);
    // The table's own rows keep their place: the header first, the totals last.
    expect(sheet.data[0]).toEqual(sheet.headers.map((value) => ({ value, fontWeight: 'bold' })));

    const onlyNames = createSheetBuilder({
      report: REPORTS.salesOrder,
      values,
      search: {},
      platform: 'default',
      columnKeys: ['orderNumber', 'customerName'],
      cells,
    });
    expect(onlyNames.build().notes).toEqual([]);
  });

  it('widens the numbered payment columns of the sale report as later pages bring more payments', () => {
    const builder = createSheetBuilder({
      report: REPORTS.salesReport,
      values,
      search: {},
      platform: 'default',
      columnKeys: ['incrementID', 'totalPrice'],
      cells,
    });
    builder.addItems([saleLine(1, 1), saleLine(2, 2)]);
    builder.addItems([saleLine(3, 5)]);
    builder.setSummary({ totalPrice: 330 }, 'total');
    const { data, headers } = builder.build();
    expect(headers).toEqual([
      'Order',
      'Total [KRW]',
      ...[1, 2, 3, 4, 5].flatMap((n) => [`Payment ${n}`, `Amount ${n} [KRW]`]),
    ]);
    expect(data.every((row) => row.length === headers.length)).toBe(true);
    expect(data[1]?.slice(2, 6)).toEqual([
      'Method 1',
      { value: 10, type: Number, format: '"₩ "#,##0' },
      null,
      null,
    ]);
    expect(data[3]?.slice(10, 12)).toEqual(['Method 5', { value: 50, type: Number, format: '"₩ "#,##0' }]);
    expect(data[4]?.[0]).toEqual({ value: 'Total', fontWeight: 'bold' });
  });

  it('labels the average summary, skips columns other platforms lack, and has no summary without one', () => {
    const average = createSheetBuilder({
      report: REPORTS.averageDuration,
      values,
      search: {},
      platform: null,
      columnKeys: REPORTS.averageDuration.columns.map((column) => column.key),
      cells,
    });
    average.setSummary({ avg_duration: 1.5 }, 'average');
    expect(average.build().data.at(-1)?.at(-1)).toEqual({
      value: 1.5,
      type: Number,
      format: '00.00',
      fontWeight: 'bold',
    });

    const orders = createSheetBuilder({
      report: REPORTS.salesOrder,
      values,
      search: {},
      platform: 'shopify',
      columnKeys: ['orderNumber', 'state'],
      cells,
    });
    orders.addItems([order(1)]);
    expect(orders.build().headers).toEqual(['Order']);
  });

  it("names states with the store's own labels and writes the time-in-status states chosen on screen", () => {
    const onMsi = createSheetBuilder({
      report: REPORTS.salesOrder,
      values,
      search: {},
      platform: 'msi',
      columnKeys: ['orderNumber', 'state'],
      cells,
    });
    onMsi.addItems([order(1, { state: 'ready' }), order(2, { state: 'completed' })]);
    expect(
      onMsi
        .build()
        .data.slice(1)
        .map((row) => row[1]),
    ).toEqual(['Ready for pickup', 'Completed']);

    const times = createSheetBuilder({
      report: REPORTS.timeInStatus,
      values,
      search: { states: ['new', 'ready'] },
      platform: 'msi',
      columnKeys: ['order_number'],
      cells,
    });
    times.addItems([
      {
        id: 1,
        order_number: 'SEO-1',
        created_at: '2026-11-22T01:00:00.000Z',
        outlet_id: null,
        register_id: null,
        outletRegister: null,
        customerName: null,
        first_name: null,
        last_name: null,
        state: 'ready',
        timeInStatuses: { new: 0.5, ready: 1.25 },
        total: 1.75,
      },
    ]);
    const { headers, data } = times.build();
    expect(headers).toEqual(['Order', 'New (days)', 'Ready for pickup (days)', 'Total (days)']);
    expect(data[1]?.slice(1).map((cell) => (cell && typeof cell === 'object' ? cell.value : cell))).toEqual([
      0.5, 1.25, 1.75,
    ]);
  });
});

describe('file names', () => {
  it('name the report and its grouping: the mode chosen, or ALL for reports without one', () => {
    expect(exportFileName(REPORTS.totalRevenue, 'WEEK', 'xlsx')).toBe('CReport_total-revenue_by_WEEK.xlsx');
    expect(exportFileName(REPORTS.totalRevenue, undefined, 'pdf')).toBe('CReport_total-revenue_by_DATE.pdf');
    expect(exportFileName(REPORTS.salesOrder, 'MONTH', 'xlsx')).toBe('CReport_sales-order_by_ALL.xlsx');
    expect(exportFileName(REPORTS.salesReport, undefined, 'xlsx')).toBe('CReport_sales-report_by_ALL.xlsx');
    expect(exportGrouping(REPORTS.paymentStatus, 'YEAR')).toBe('YEAR');
  });
});

describe('the sheet of a store whose business days start at 04:00', () => {
  it('says where its days start under the table, and says nothing of it at midnight', () => {
    const build = (dayStartsAt?: string) =>
      createSheetBuilder({
        report: REPORTS.totalRevenue,
        values,
        search: {},
        platform: 'default',
        columnKeys: [],
        cells,
        dayStartsAt,
      }).build();
    const notes = build('04:00').notes.map((row) => row[0]);
    expect(notes[0]).toMatch(/^Business days start at 4:00\s?AM$/);
    expect(sheetRows(build('04:00')).flat()).toContainEqual(notes[0]);
    expect(build().notes.flat().join(' ')).not.toMatch(/Business days/);
  });
});
