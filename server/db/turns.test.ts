import { describe, expect, it } from 'vitest';
import { nextTurn } from './turns';

describe('nextTurn', () => {
  it('lets one conversion go on per turn of the event loop, in the order they asked', async () => {
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const slices: { name: string; turn: number }[] = [];
    const convert = async (name: string) => {
      for (let slice = 0; slice < 3; slice++) {
        await nextTurn();
        slices.push({ name, turn });
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(convert));
    counting = false;

    expect(slices.map((s) => s.name).join('')).toBe('abcdabcdabcd');
    const turns = slices.map((s) => s.turn);
    // Never two slices in one turn: whatever else waits for the loop gets in between.
    for (let i = 1; i < turns.length; i++) expect(turns[i]).toBeGreaterThan(turns[i - 1] ?? 0);
  });
});
