import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportChart } from './ReportChart';
import { renderWithI18n, stubResizeObserver } from './testing';
import type { ChartSeries, ReportChartProps } from './types';

const money = (value: number) => `$${value.toLocaleString('en-US')}`;

const revenue: ChartSeries = {
  id: 'revenue',
  label: 'Revenue',
  points: [
    { x: '2026-11-16', y: 1200 },
    { x: '2026-11-17', y: null },
    { x: '2026-11-18', y: 3400.5 },
  ],
};

function chart(props: Partial<ReportChartProps> = {}) {
  return renderWithI18n(
    <>
      <ReportChart kind="bar" series={[revenue]} formatValue={money} title="Revenue by day" {...props} />
      <table id="figures" />
    </>,
  );
}

/** Waits for the lazily loaded drawing; the first load transforms nivo, hence the longer wait. */
const drawing = (container: HTMLElement) =>
  waitFor(
    () => {
      const svg = container.querySelector('svg');
      if (!svg) throw new Error('no chart yet');
      return svg;
    },
    { timeout: 10_000 },
  );

describe('ReportChart', () => {
  beforeEach(() => stubResizeObserver(640));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "No data" without series or when every value is missing', () => {
    chart({ series: [] });
    expect(screen.getByText('No data').tagName).toBe('P');
    cleanup();
    chart({ series: [{ id: 'a', label: 'A', points: [{ x: '2026-11-18', y: null }] }] });
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByText('Loading chart')).toBeNull();
  });

  it('names the figure, points at the table and says so', () => {
    chart({ series: [], describedBy: 'figures' });
    const figure = screen.getByRole('group', { name: 'Revenue by day' });
    expect(figure.tagName).toBe('FIGURE');
    expect(figure.getAttribute('aria-describedby')).toBe('figures');
    expect(figure.querySelector('figcaption')?.textContent).toBe(
      'The table below lists the figures of this chart.',
    );
  });

  it('shows a skeleton of the same height, then mounts the nivo chart', async () => {
    const { container } = chart({ height: 280 });
    const skeleton = screen.getByText('Loading chart').parentElement as HTMLElement;
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(skeleton.style.height).toBe('280px');

    const svg = await drawing(container);
    expect(svg.getAttribute('width')).toBe('640');
    expect(svg.getAttribute('height')).toBe('280');
    expect(screen.queryByText('Loading chart')).toBeNull();
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThan(0);
    // One series: no legend; the drawing is hidden from assistive technology, the table has the figures.
    expect(container.querySelector('.chart-legend')).toBeNull();
    expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws the previous period over the bars and says so in the legend', async () => {
    const before: ChartSeries = { ...revenue, points: [{ x: '2026-11-09', y: 900 }] };
    const returning: ChartSeries = { id: 'returning', label: 'Returning', points: revenue.points };
    const { container } = chart({ series: [revenue, returning], previous: [before] });
    await drawing(container);
    expect(container.querySelectorAll('.chart-previous-marks path')).toHaveLength(2);
    const legend = [...container.querySelectorAll('.chart-legend li')].map((item) => item.textContent);
    expect(legend).toEqual(['Revenue', 'Returning', 'Previous period']);
  });

  it('draws dashed previous lines and a legend per series on a line chart', async () => {
    const other: ChartSeries = { id: 'brooklyn', label: 'Brooklyn Goods', points: revenue.points };
    const { container } = chart({ kind: 'line', series: [revenue, other], previous: [revenue, other] });
    await drawing(container);
    const dashed = container.querySelectorAll('.chart-previous-lines path');
    expect(dashed).toHaveLength(2);
    expect(dashed[0]?.getAttribute('stroke-dasharray')).toBe('6 4');
    const legend = [...container.querySelectorAll('.chart-legend li')].map((item) => item.textContent);
    expect(legend).toEqual(['Revenue', 'Brooklyn Goods', 'Previous period']);
  });

  it('scrolls sideways, focusable by keyboard, beyond 40 x values', async () => {
    const points = Array.from({ length: 60 }, (_, day) => ({ x: `day ${day}`, y: day }));
    const { container } = chart({ series: [{ id: 'orders', label: 'Orders', points }] });
    const svg = await drawing(container);
    const region = screen.getByRole('region', { name: 'Revenue by day, scrollable' });
    expect(region.tabIndex).toBe(0);
    expect(Number(svg.getAttribute('width'))).toBeGreaterThanOrEqual(60 * 28);
  });

  it('cuts long column labels to ten characters after formatX', async () => {
    const series: ChartSeries[] = [{ id: 'sold', label: 'Sold', points: [{ x: 'p1', y: 3 }] }];
    const { container } = chart({ kind: 'bar', series, formatX: () => 'Organic cotton tee, white' });
    await drawing(container);
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toContain('Organic co…');
  });

  it('names periods whole on the axis ("Week of Oct 26"), never cut', async () => {
    const weeks: ChartSeries[] = [{ id: 'revenue', label: 'Revenue', points: [{ x: '2026-10-26', y: 3 }] }];
    for (const kind of ['bar', 'line'] as const) {
      const { container } = chart({
        kind,
        series: weeks,
        formatX: () => 'Week of Oct 26',
        wholeXLabels: true,
      });
      await drawing(container);
      const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
      expect(texts).toContain('Week of Oct 26');
      cleanup();
    }
  });

  it('says why an average leaves periods blank, only when one is', async () => {
    const note = 'No orders: no average. Periods without orders are blank.';
    const { container } = chart({ series: [{ ...revenue, gapNote: note }] });
    await drawing(container);
    expect(container.querySelector('.chart-note')?.textContent).toBe(note);
    cleanup();
    const full = { ...revenue, gapNote: note, points: [{ x: '2026-11-16', y: 1200 }] };
    chart({ series: [full] });
    expect(screen.queryByText(note)).toBeNull();
  });

  it('gives horizontal bar labels more characters in a wide chart, and still cuts very long ones', async () => {
    const series: ChartSeries[] = [
      {
        id: 'sold',
        label: 'Sold',
        points: [
          { x: 'p1', y: 3 },
          { x: 'p2', y: 2 },
        ],
      },
    ];
    const names: Record<string, string> = {
      p1: 'Organic cotton tee',
      p2: 'Organic cotton tee, white, long sleeves, size XL, limited edition',
    };
    const { container } = chart({ kind: 'horizontalBar', series, formatX: (x) => names[x] ?? x });
    await drawing(container);
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    expect(texts).toContain('Organic cotton tee');
    const cut = texts.find((text) => text.startsWith('Organic cotton tee,'));
    expect(cut?.endsWith('…')).toBe(true);
    expect(cut?.length).toBeLessThan(names.p2?.length ?? 0);
  });

  it('draws a pie with a legend of its slices', async () => {
    const { container } = chart({
      kind: 'pie',
      series: [
        {
          id: 'pay',
          label: 'Payments',
          points: [
            { x: 'Cash', y: 30 },
            { x: 'Card', y: 70 },
          ],
        },
      ],
    });
    await drawing(container);
    const legend = [...container.querySelectorAll('.chart-legend li')].map((item) => item.textContent);
    expect(legend).toEqual(['Cash: $30', 'Card: $70']);
  });

  it('waits until it comes near the viewport to draw, without claiming to be busy', async () => {
    let reveal: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          reveal = () =>
            this.callback(
              [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        disconnect() {}
      },
    );
    const { container } = chart();
    expect(container.querySelector('.chart-skeleton')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('svg')).toBeNull();
    act(() => reveal?.());
    await drawing(container);
    expect(container.querySelector('.chart-skeleton')).toBeNull();
  });
});
