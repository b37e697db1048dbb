import { msg } from '@lingui/core/macro';
import { ENDPOINTS } from '../../contract/endpoints';
import { fieldColumn } from '../columns';
import { defineReport, type FilterControl, type Row, reads } from '../definition';
import { itemSeries } from '../series';
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

export const productSold = defineReport<ProductSoldRow>({
  id: 'productSold',
  path: '/product-sold',
  title: msg`Quantity sold`,
  group: 'products',
  screen: 'report',
  endpoint: productSoldEndpoint,
  filters: PRODUCT_FILTERS,
  pageSize: 20,
  modes: null,
  sort: {
    fields: ['totalQtySold', 'totalQtyRefund', 'netQtySold'],
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
    fieldColumn<ProductSoldRow>('totalQtySold', msg`Quantity sold`, 'count', {
      sortField: 'totalQtySold',
      metric: 'quantitySold',
    }),
    fieldColumn<ProductSoldRow>('totalQtyRefund', msg`Quantity refunded`, 'count', {
      sortField: 'totalQtyRefund',
      metric: 'quantityRefunded',
    }),
    fieldColumn<ProductSoldRow>('netQtySold', msg`Net quantity sold`, 'count', {
      sortField: 'netQtySold',
      metric: 'netQuantitySold',
    }),
  ],
  customizableColumns: false,
  summary: 'total',
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
  ordersBehind: {
    linkColumn: 'name',
    dimension: { behind: 'product', idField: 'productId', labelField: 'name' },
  },
  exportName: 'product-sold',
});

interface ProfitRow extends Row {
  sku: string;
  name: string;
  variants: string;
  presentmentCurrency: string;
  currencyExchangeRate: number;
}

export const revenueByProduct = defineReport<ProfitRow>({
  id: 'revenueByProduct',
  path: '/revenue-by-product',
  title: msg`Revenue by product`,
  group: 'products',
  screen: 'report',
  endpoint: reads(ENDPOINTS.productProfit),
  filters: [...PRODUCT_FILTERS, 'states'],
  pageSize: 20,
  modes: null,
  sort: {
    fields: ['totalPrice', 'cost', 'grossProfit'],
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
  summary: 'total',
  chart: null,
  currencySelector: true,
  rowCurrency: rowOwnCurrency,
  ordersBehind: {
    linkColumn: 'name',
    dimension: { behind: 'product', idField: 'productId', labelField: 'name' },
  },
  exportName: 'revenue-by-product',
});

interface CategoryQtyRow extends Row {
  name: string;
  netQtySold: number;
}

export const productSoldByCategory = defineReport<CategoryQtyRow>({
  id: 'productSoldByCategory',
  path: '/product-sold-by-category',
  title: msg`Product sold by category`,
  group: 'products',
  screen: 'report',
  endpoint: reads(ENDPOINTS.productSoldCategories),
  filters: ['source', 'outlets', 'registers'],
  pageSize: 20,
  modes: null,
  columns: [
    { key: 'name', header: msg`Category`, kind: 'text', value: (item) => item.name },
    fieldColumn<CategoryQtyRow>('totalQtySold', msg`Quantity sold`, 'count', { metric: 'quantitySold' }),
    fieldColumn<CategoryQtyRow>('totalQtyRefund', msg`Quantity refunded`, 'count', {
      metric: 'quantityRefunded',
    }),
    fieldColumn<CategoryQtyRow>('netQtySold', msg`Net quantity sold`, 'count', { metric: 'netQuantitySold' }),
  ],
  customizableColumns: false,
  summary: 'total',
  chart: {
    kind: 'horizontalBar',
    valueKind: 'count',
    // Its own read: every category of the range (the API's page maximum), not the table's page of 20.
    source: reads(ENDPOINTS.productSoldCategories),
    series: itemSeries<CategoryQtyRow>('name', 'netQtySold', msg`Net quantity sold`),
  },
  currencySelector: false,
  ordersBehind: {
    linkColumn: 'name',
    dimension: { behind: 'category', idField: 'categoryId', labelField: 'name' },
  },
  exportName: 'product-sold-by-category',
});

interface ProductRow extends Row {
  name: string;
  totalRevenue: number;
}

export const product = defineReport<ProductRow>({
  id: 'product',
  path: '/product',
  title: msg`Products`,
  group: 'products',
  screen: 'report',
  endpoint: reads(ENDPOINTS.products),
  filters: ['source', 'outlets', 'registers'],
  pageSize: 100,
  modes: null,
  columns: [
    { key: 'name', header: msg`Product`, kind: 'text', value: (item) => item.name },
    fieldColumn<ProductRow>('categoryName', msg`Category`, 'text'),
    fieldColumn<ProductRow>('totalQtySold', msg`Quantity sold`, 'count', { metric: 'quantitySold' }),
    fieldColumn<ProductRow>('totalRevenue', msg`Total revenue`, 'money', { metric: 'lineRevenue' }),
    fieldColumn<ProductRow>('totalRefund', msg`Refund`, 'money', { metric: 'lineRefund' }),
    fieldColumn<ProductRow>('netRevenue', msg`Net revenue`, 'money', { metric: 'lineNetRevenue' }),
    fieldColumn<ProductRow>('grossProfit', msg`Gross profit`, 'money', {
      defaultVisible: false,
      metric: 'grossProfit',
    }),
    fieldColumn<ProductRow>('margin', msg`Margin`, 'percent', { defaultVisible: false, metric: 'margin' }),
  ],
  customizableColumns: true,
  summary: 'total',
  chart: {
    kind: 'horizontalBar',
    valueKind: 'money',
    series: itemSeries<ProductRow>('name', 'totalRevenue', msg`Total revenue`, 'productType'),
  },
  currencySelector: true,
  ordersBehind: {
    linkColumn: 'name',
    dimension: { behind: 'product', idField: 'productId', labelField: 'name' },
  },
  exportName: 'product',
});

/** The products menu, in its order; keys are the reports' ids. */
export const PRODUCT_REPORTS = { productSold, revenueByProduct, productSoldByCategory, product };
