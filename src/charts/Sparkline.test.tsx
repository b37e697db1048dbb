import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sparkline, sparklinePath } from './Sparkline';

describe('Sparkline', () => {
  afterEach(cleanup);

  it('draws a 120×40 line named by its label, at once', () => {
    const points = [
      { x: '2026-11-16', y: 3 },
      { x: '2026-11-17', y: 4 },
      { x: '2026-11-18', y: 5 },
    ];
    render(<Sparkline points={points} label="Total revenue over the period" />);
    const image = screen.getByRole('img', { name: 'Total revenue over the period' });
    const svg = image.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('120');
    expect(svg?.getAttribute('height')).toBe('40');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(sparklinePath(points, 120, 40));
  });

  it('keeps an empty hidden box with fewer than two values', () => {
    const { container } = render(<Sparkline points={[{ x: '2026-11-18', y: 5 }]} label="Revenue" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.chart-sparkline')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('sparklinePath', () => {
  it('spreads the points over the width inside the inset, the largest value at the top', () => {
    const path = sparklinePath(
      [
        { x: 'a', y: 10 },
        { x: 'b', y: 30 },
        { x: 'c', y: 20 },
      ],
      120,
      40,
    );
    expect(path).toBe('M4.0,36.0L60.0,4.0L116.0,20.0');
  });

  it('breaks the line at a missing value', () => {
    const path = sparklinePath(
      [
        { x: 'a', y: 1 },
        { x: 'b', y: 2 },
        { x: 'c', y: null },
        { x: 'd', y: 3 },
        { x: 'e', y: 2 },
      ],
      120,
      40,
    );
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path).toBe('M4.0,36.0L32.0,20.0M88.0,4.0L116.0,20.0');
  });

  it('draws a flat line in the middle when every value is the same', () => {
    expect(
      sparklinePath(
        [
          { x: 'a', y: 7 },
          { x: 'b', y: 7 },
        ],
        120,
        40,
      ),
    ).toBe('M4.0,20.0L116.0,20.0');
  });
});
