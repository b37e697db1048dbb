import * as v from 'valibot';
import { MAX_ID } from './wireParams';

/** How far the server's build of its report tables got (a 503 while it builds them): a share of 1. */
const preparingSchema = v.object({ progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) });

/**
 * Body of every error answer of the reference API (and of the POS backend); a report refused while
 * the server builds its report tables says how far it got (`preparing`; one it cannot read is left out).
 */
export const errorBodySchema = v.object({
  message: v.string(),
  preparing: v.fallback(v.optional(preparingSchema), undefined),
});

export const idSchema = v.pipe(v.number(), v.integer());

const ID_IN_RANGE = `must be an id from 1 to ${MAX_ID}`;
/**
 * An id the API is sent in a body, bounded like ids in paths and queries: the database's INTEGER,
 * 1 to 2147483647 (a larger one is refused, not cast).
 */
export const boundedIdSchema = v.pipe(
  v.number(ID_IN_RANGE),
  v.integer(ID_IN_RANGE),
  v.minValue(1, ID_IN_RANGE),
  v.maxValue(MAX_ID, ID_IN_RANGE),
);

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
