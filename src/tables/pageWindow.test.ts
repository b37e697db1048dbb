import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageWindow', () => {
  it('starts at page 1 near the start', () => {
    expect(pageWindow(1, 40)).toEqual(range(1, 10));
    expect(pageWindow(5, 40)).toEqual(range(1, 10));
    expect(pageWindow(6, 40)).toEqual(range(2, 11));
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(10, 40)).toEqual(range(6, 15));
    expect(pageWindow(20, 40)).toEqual(range(16, 25));
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(40, 40)).toEqual(range(31, 40));
    expect(pageWindow(36, 40)).toEqual(range(31, 40));
    expect(pageWindow(35, 40)).toEqual(range(31, 40));
  });

  it('lists every page when there are fewer than the window size', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual(range(1, 7));
    expect(pageWindow(10, 10)).toEqual(range(1, 10));
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(0, 40)).toEqual(range(1, 10));
    expect(pageWindow(-3, 40)).toEqual(range(1, 10));
    expect(pageWindow(99, 40)).toEqual(range(31, 40));
    expect(pageWindow(Number.NaN, 40)).toEqual(range(1, 10));
  });

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('honours another window size', () => {
    expect(pageWindow(10, 40, 5)).toEqual(range(8, 12));
    expect(pageWindow(10, 40, 4)).toEqual(range(9, 12));
  });
});
