import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves after the work already queued in this task, microtasks included', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("yields through the browser's scheduler where it has one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
