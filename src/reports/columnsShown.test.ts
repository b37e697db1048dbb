import { describe, expect, it } from 'vitest';
import { shownColumns } from './columnsShown';
import { REPORTS } from './registry';

const keys = (columns: { key: string }[]) => columns.map((column) => column.key);

describe('columns shown', () => {
  it('shows the shift and category columns of the sale report only on kidzania stores', () => {
    const kidzania = keys(shownColumns(REPORTS.salesReport, 'kidzania', [], {}));
    const shopify = keys(shownColumns(REPORTS.salesReport, 'shopify', [], {}));
    expect(kidzania).toContain('shiftName');
    expect(kidzania).toContain('productCategory');
    expect(shopify).not.toContain('shiftName');
    expect(shopify).not.toContain('productCategory');
  });

  it('shows the order status column of order tables only on msi stores', () => {
    expect(keys(shownColumns(REPORTS.salesOrder, 'msi', [], {}))).toContain('state');
    expect(keys(shownColumns(REPORTS.salesOrder, 'magento2', [], {}))).not.toContain('state');
  });

  it('adds a pair of payment columns per payment of the busiest row, at least three', () => {
    const few = keys(shownColumns(REPORTS.salesReport, 'shopify', [{ paymentsCount: 1 }], {}));
    expect(few.filter((key) => key.startsWith('paymentName_'))).toHaveLength(3);
    const many = keys(
      shownColumns(REPORTS.salesReport, 'shopify', [{ paymentsCount: 5 }, { paymentsCount: 2 }], {}),
    );
    expect(many.filter((key) => key.startsWith('amount_'))).toEqual([
      'amount_1',
      'amount_2',
      'amount_3',
      'amount_4',
      'amount_5',
    ]);
  });

  it('shows the default figures of each sale-summary report', () => {
    expect(keys(shownColumns(REPORTS.totalRevenue, null, [], {}))).toEqual(['date', 'totalRevenue']);
    expect(keys(shownColumns(REPORTS.revenueByCustomer, null, [], {}))).toEqual([
      'date',
      'revNewCustomer',
      'revReturnCustomer',
    ]);
    expect(keys(shownColumns(REPORTS.averageItemPerOrder, null, [], {}))).toEqual(['date', 'avgItemCount']);
    expect(keys(shownColumns(REPORTS.tax, null, [], {}))).toEqual(['date', 'totalTax']);
    expect(keys(shownColumns(REPORTS.refund, null, [], {}))).toEqual(['date', 'totalRefund']);
  });

  it('follows the columns of the link where the report lets the user choose, and ignores unknown ones', () => {
    const search = { columns: ['date', 'netRevenue', 'nonsense'] };
    expect(keys(shownColumns(REPORTS.totalRevenue, null, [], search))).toEqual(['date', 'netRevenue']);
    expect(keys(shownColumns(REPORTS.netRevenue, null, [], search))).toEqual(['date', 'netRevenue']);
    expect(keys(shownColumns(REPORTS.refund, null, [], search))).toEqual(['date', 'totalRefund']);
    expect(keys(shownColumns(REPORTS.totalRevenue, null, [], { columns: ['nonsense'] }))).toEqual([
      'date',
      'totalRevenue',
    ]);
  });
});
