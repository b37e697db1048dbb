import * as v from 'valibot';

/** Body of every error answer of the reference API (and of the POS backend). */
export const errorBodySchema = v.object({ message: v.string() });

export const idSchema = v.pipe(v.number(), v.integer());

/** A list answer that pages: `items` of one page and the number of the last page. */
export function pagedListSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    maxPage: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    countItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
}

export function itemsSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item) });
}
