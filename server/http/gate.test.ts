import { describe, expect, it } from 'vitest';
import { Gate } from './gate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Gate', () => {
  it('runs its slots, queues the next ones and refuses past the queue', async () => {
    const gate = new Gate({ concurrency: 1, queue: 1, maxWaitMs: 10_000 });
    const first = await gate.enter();
    const second = gate.enter();
    expect(gate.stats()).toMatchObject({ running: 1, waiting: 1 });
    expect(gate.full).toBe(true);
    expect(await gate.enter()).toBeUndefined();
    first?.();
    const admitted = await second;
    expect(admitted).toBeTypeOf('function');
    admitted?.();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, shed: 1 });
  });

  it('asks a refused client to come back once the queue ahead of it has gone through the slots', async () => {
    const gate = new Gate({ concurrency: 1, queue: 8, maxWaitMs: 10_000, typicalMs: 1_500 });
    expect(gate.retryAfterSeconds()).toBe(2);
    const running = await gate.enter();
    const waiting = [gate.enter(), gate.enter(), gate.enter()];
    await tick();
    // Three waiting and the refused one: 4 × 1.5 s through one slot.
    expect(gate.retryAfterSeconds()).toBe(6);
    const twoSlots = new Gate({ concurrency: 2, queue: 8, maxWaitMs: 10_000, typicalMs: 1_500 });
    expect(twoSlots.retryAfterSeconds()).toBe(1);
    running?.();
    for (const next of waiting) (await next)?.();
  });

  it('learns how long a request holds its place: quick ones make the wait shorter', async () => {
    const gate = new Gate({ concurrency: 1, queue: 64, maxWaitMs: 10_000, typicalMs: 10_000 });
    const before = gate.retryAfterSeconds();
    for (let i = 0; i < 40; i++) (await gate.enter())?.();
    expect(before).toBe(10);
    expect(gate.retryAfterSeconds()).toBe(1);
  });

  it('never asks for more than a minute', async () => {
    const gate = new Gate({ concurrency: 1, queue: 500, maxWaitMs: 10_000, typicalMs: 5_000 });
    const running = await gate.enter();
    const waiting = Array.from({ length: 100 }, () => gate.enter());
    await tick();
    expect(gate.retryAfterSeconds()).toBe(60);
    running?.();
    for (const next of waiting) (await next)?.();
  });
});
