import * as v from 'valibot';
import { idSchema } from './common';

/** Field types every report item uses. Money is a number with at most 2 decimals. */
export const money = v.number();
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const nullableId = v.nullable(idSchema);
/** Period key: YYYY-MM-DD (DATE, WEEK = its Monday), YYYY-MM, YYYY, YYYY-MM-DD HH:00 (DATETIME), HH:00 (HOURS). */
export const periodKey = v.string();
