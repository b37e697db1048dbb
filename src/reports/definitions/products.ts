import { msg } from '@lingui/core/macro';
import { PROFIT_SORT_FIELDS, QUANTITY_SORT_FIELDS } from '../../contract/constants';
import { ENDPOINTS } from '../../contract/endpoints';
import { fieldColumn } from '../columns';
import { type FilterControl, type Row, reads } from '../definition';
import { itemSeries } from '../series';
import { categoriesChart, itemReport, lineRevenueColumns, quantityColumns } from './itemReports';
import { rowOwnCurrency } from './saleSummary';

const PRODUCT_FILTERS: readonly FilterControl[] = [
  'source',
  'outlets',
  'registers',
  'productTypes',
  'productCategory',
];

/** Products the product-sold chart shows; the table pages through the rest. */
const PRODUCT_CHART_ITEMS = 50;

interface ProductSoldRow extends Row {
  name: string;
  sku: string;
  additionalData: string[];
  netQtySold: number;
}

const productSoldEndpoint = reads(ENDPOINTS.productSold);

export const productSold = itemReport<ProductSoldRow>({
  id: 'productSold',
  path: '/product-sold',
  title: msg`Quantity sold`,
  group: 'products',
  item: 'product',
  endpoint: productSoldEndpoint,
  filters: PRODUCT_FILTERS,
  pageSize: 20,
  sort: {
    fields: QUANTITY_SORT_FIELDS,
    default: { field: 'netQtySold', direction: 'desc' },
  },
  columns: [
    { key: 'name', header: msg`Product`, kind: 'text', value: (item) => item.name },
    { key: 'sku', header: msg`SKU`, kind: 'text', value: (item) => item.sku },
    {
      key: 'variants',
      header: msg`Variants`,
      kind: 'text',
      value: (item) => item.additionalData.join(', '),
    },
    ...quantityColumns({ sortable: true }),
  ],
  customizableColumns: false,
  chart: {
    kind: 'horizontalBar',
    valueKind: 'count',
    // Its own read: the first items of the range by the table's sort, not the table's page.
    source: productSoldEndpoint,
    limit: PRODUCT_CHART_ITEMS,
    series: itemSeries<ProductSoldRow>('name', 'netQtySold', msg`Net quantity sold`, 'sku'),
  },
  currencySelector: false,
  options: ['withoutVariant'],
  optionsResetByChanges: ['withoutVariant'],
});

interface ProfitRow extends Row {
  sku: string;
  name: string;
  variants: string;
  presentmentCurrency: string;
  currencyExchangeRate: number;
}

export const revenueByProduct = itemReport<ProfitRow>({
  id: 'revenueByProduct',
  path: '/revenue-by-product',
  title: msg`Revenue by product`,
  group: 'products',
  item: 'product',
  endpoint: reads(ENDPOINTS.productProfit),
  filters: [...PRODUCT_FILTERS, 'states'],
  pageSize: 20,
  sort: {
    fields: PROFIT_SORT_FIELDS,
    default: { field: 'totalPrice', direction: 'desc' },
  },
  columns: [
    { key: 'sku', header: msg`SKU`, kind: 'text', value: (item) => item.sku },
    { key: 'name', header: msg`Product`, kind: 'text', value: (item) => item.name },
    { key: 'variants', header: msg`Variants`, kind: 'text', value: (item) => item.variants },
    fieldColumn<ProfitRow>('totalPrice', msg`Total price`, 'money', {
      sortField: 'totalPrice',
      metric: 'salesWithoutTax',
    }),
    fieldColumn<ProfitRow>('cost', msg`Cost`, 'money', { sortField: 'cost', metric: 'cost' }),
    fieldColumn<ProfitRow>('grossProfit', msg`Gross profit`, 'money', {
      sortField: 'grossProfit',
      metric: 'grossProfit',
    }),
    fieldColumn<ProfitRow>('margin', msg`Margin`, 'percent', { metric: 'margin' }),
  ],
  keyColumns: ['grossProfit', 'margin'],
  customizableColumns: false,
  chart: null,
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
});

interface CategoryQtyRow extends Row {
  name: string;
  netQtySold: number;
}

export const productSoldByCategory = itemReport<CategoryQtyRow>({
  id: 'productSoldByCategory',
  path: '/product-sold-by-category',
  title: msg`Product sold by category`,
  group: 'products',
  item: 'category',
  endpoint: reads(ENDPOINTS.productSoldCategories),
  filters: ['source', 'outlets', 'registers'],
  pageSize: 20,
  columns: [
    { key: 'name', header: msg`Category`, kind: 'text', value: (item) => item.name },
    ...quantityColumns(),
  ],
  customizableColumns: false,
  chart: categoriesChart(
    reads(ENDPOINTS.productSoldCategories),
    'count',
    'netQtySold',
    msg`Net quantity sold`,
  ),
  currencySelector: false,
});

interface ProductRow extends Row {
  name: string;
  totalRevenue: number;
}

export const product = itemReport<ProductRow>({
  id: 'product',
  path: '/product',
  title: msg`Products`,
  group: 'products',
  item: 'product',
  endpoint: reads(ENDPOINTS.products),
  filters: ['source', 'outlets', 'registers'],
  pageSize: 100,
  columns: [
    { key: 'name', header: msg`Product`, kind: 'text', value: (item) => item.name },
    fieldColumn<ProductRow>('categoryName', msg`Category`, 'text'),
    fieldColumn<ProductRow>('totalQtySold', msg`Quantity sold`, 'count', { metric: 'quantitySold' }),
    ...lineRevenueColumns(),
    fieldColumn<ProductRow>('grossProfit', msg`Gross profit`, 'money', {
      defaultVisible: false,
      metric: 'grossProfit',
    }),
    fieldColumn<ProductRow>('margin', msg`Margin`, 'percent', { defaultVisible: false, metric: 'margin' }),
  ],
  customizableColumns: true,
  chart: {
    kind: 'horizontalBar',
    valueKind: 'money',
    series: itemSeries<ProductRow>('name', 'totalRevenue', msg`Total revenue`, 'productType'),
  },
  keyColumns: ['totalRevenue', 'netRevenue'],
  currencySelector: true,
});

/** The products menu, in its order; keys are the reports' ids. */
export const PRODUCT_REPORTS = { productSold, revenueByProduct, productSoldByCategory, product };
