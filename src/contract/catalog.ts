import * as v from 'valibot';
import { idSchema, pagedListSchema } from './common';
import { PRODUCT_TYPES } from './constants';

export const productTypeSchema = v.picklist(PRODUCT_TYPES);

export const variantSchema = v.object({
  id: idSchema,
  sku: v.string(),
  barcode: v.string(),
  name: v.string(),
  price: v.number(),
  cost: v.number(),
});
export const catalogItemSchema = v.object({
  id: idSchema,
  name: v.string(),
  productType: productTypeSchema,
  categoryId: v.nullable(idSchema),
  variants: v.array(variantSchema),
});
export const catalogsResponseSchema = pagedListSchema(catalogItemSchema);

export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  isDisabled: boolean;
  children: Category[];
}
export const categorySchema: v.GenericSchema<Category> = v.object({
  id: idSchema,
  name: v.string(),
  parentId: v.nullable(idSchema),
  isDisabled: v.boolean(),
  children: v.array(v.lazy(() => categorySchema)),
});
export const categoryFilterResponseSchema = v.object({
  data: v.array(categorySchema),
  currentPage: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
