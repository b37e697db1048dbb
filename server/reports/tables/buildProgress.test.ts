import { describe, expect, it } from 'vitest';
import { BuildProgress, spokenDuration } from './buildProgress';

/** A clock the test moves; a step that resolves when the test says so. */
function fixture(steps: { name: string; weight: number }[]) {
  let now = 0;
  const progress = new BuildProgress(steps, () => now);
  const run = (name: string) => {
    let finish = () => {};
    const done = progress.step(name, () => new Promise<void>((resolve) => (finish = resolve)));
    return { done, finish: () => finish() };
  };
  return { progress, run, at: (ms: number) => (now = ms) };
}

describe('BuildProgress', () => {
  it('counts the steps done by weight and the time left at the pace so far', async () => {
    const { progress, run, at } = fixture([
      { name: 'small', weight: 1 },
      { name: 'large', weight: 3 },
    ]);
    expect(progress.fraction()).toBe(0);
    expect(progress.remainingMs()).toBeUndefined();
    const small = run('small');
    at(100);
    small.finish();
    await small.done;
    expect(progress.fraction()).toBe(0.25);
    expect(progress.remainingMs()).toBe(300);
    // A step under way counts for the time it has run at the pace of the steps done (100 ms a unit)…
    const large = run('large');
    at(200);
    expect(progress.fraction()).toBe(0.5);
    expect(progress.remainingMs()).toBe(200);
    // …and never for more than 90 % of itself, however long it takes.
    at(10_000);
    expect(progress.fraction()).toBeCloseTo((1 + 2.7) / 4);
    large.finish();
    await large.done;
    expect(progress.fraction()).toBe(0.99);
    expect(progress.took).toEqual(
      new Map([
        ['small', 100],
        ['large', 9_900],
      ]),
    );
  });

  it('expects the pace assumed until a twentieth of the work is done', async () => {
    const { progress, run, at } = fixture([
      { name: 'tiny', weight: 1 },
      { name: 'large', weight: 99 },
    ]);
    progress.assumePace(1_000);
    const tiny = run('tiny');
    at(1);
    tiny.finish();
    await tiny.done;
    // Measured, the tiny step's pace would call the large one all but done at once.
    run('large');
    at(11_001);
    expect(progress.fraction()).toBeCloseTo((1 + 11) / 100);
  });

  it('refuses a step its plan does not name', async () => {
    const { progress } = fixture([{ name: 'a', weight: 1 }]);
    await expect(progress.step('b', async () => {})).rejects.toThrow(/no step/);
  });
});

describe('spokenDuration', () => {
  it('says seconds to the tenth below 10 s, then whole seconds, minutes, hours', () => {
    expect([400, 9_940, 12_300, 59_000, 150_000, 3_900_000].map(spokenDuration)).toEqual([
      '0.4 s',
      '9.9 s',
      '12 s',
      '59 s',
      '3 min',
      '1 h 5 min',
    ]);
  });
});
