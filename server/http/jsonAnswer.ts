import type { Context } from 'hono';
import { nextTurn } from '../db/turns';

/** Items serialised this many at a time: the event loop gets a turn between such slices. */
const ITEMS_PER_TURN = 500;

/**
 * A 200 JSON answer whose `items` may be many (an export page holds up to 10,000 orders, about
 * 10 MB of JSON): serialised in slices with a turn of the event loop between them, straight to
 * UTF-8, so health checks and sign-ins are not held up for the whole answer. Small answers are
 * `c.json`'s.
 */
export async function jsonAnswer(c: Context, body: { items?: readonly unknown[] }): Promise<Response> {
  const items = body.items;
  if (!items || items.length <= ITEMS_PER_TURN) return c.json(body);
  const { items: _, ...rest } = body;
  const head = JSON.stringify(rest);
  const parts: Buffer[] = [Buffer.from(head === '{}' ? '{"items":[' : `${head.slice(0, -1)},"items":[`)];
  for (let start = 0; start < items.length; start += ITEMS_PER_TURN) {
    if (start > 0) await nextTurn();
    const slice = JSON.stringify(items.slice(start, start + ITEMS_PER_TURN));
    parts.push(Buffer.from(`${start > 0 ? ',' : ''}${slice.slice(1, -1)}`));
  }
  parts.push(Buffer.from(']}'));
  return c.body(Buffer.concat(parts) as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/json; charset=UTF-8',
  });
}
