import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonAnswer } from './jsonAnswer';

async function answered(body: { items?: unknown[] } & Record<string, unknown>) {
  const app = new Hono().get('/', (c) => jsonAnswer(c, body));
  const response = await app.request('/');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return JSON.parse(await response.text());
}

describe('jsonAnswer', () => {
  const items = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: i,
      name: `Crème brûlée ${i} "☕"`,
      total: i * 1.1,
      tags: [i],
    }));

  it('gives the same JSON as the body, in slices or not, text of any script included', async () => {
    for (const n of [0, 3, 500, 501, 1234, 2500]) {
      const body = { items: items(n), total: { orders: n }, maxPage: 1, countItems: n };
      expect(await answered(body)).toEqual(body);
    }
  });

  it('answers a body with only items, and one without items', async () => {
    expect(await answered({ items: items(1200) })).toEqual({ items: items(1200) });
    expect(await answered({ total: 1 })).toEqual({ total: 1 });
  });
});
