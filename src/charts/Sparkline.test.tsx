import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sparkline } from './Sparkline';

describe('Sparkline', () => {
  afterEach(cleanup);

  it('draws a 120×40 line named by its label', async () => {
    const points = [
      { x: '2026-11-16', y: 3 },
      { x: '2026-11-17', y: null },
      { x: '2026-11-18', y: 5 },
    ];
    render(<Sparkline points={points} label="Total revenue over the period" />);
    const image = screen.getByRole('img', { name: 'Total revenue over the period' });
    const svg = await waitFor(
      () => {
        const found = image.querySelector('svg');
        if (!found) throw new Error('no sparkline yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(svg.getAttribute('width')).toBe('120');
    expect(svg.getAttribute('height')).toBe('40');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('keeps an empty hidden box with fewer than two values', () => {
    const { container } = render(<Sparkline points={[{ x: '2026-11-18', y: 5 }]} label="Revenue" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.chart-sparkline')?.getAttribute('aria-hidden')).toBe('true');
  });
});
