import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportChart } from './ReportChart';
import { renderWithI18n, stubResizeObserver } from './testing';
import type { ChartSeries, ReportChartProps } from './types';
import { SCREEN_AHEAD } from './useInView';

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
    expect(figure.querySelector('figcaption')).toBeNull();
    expect(figure.querySelector('.visually-hidden')?.textContent).toBe(
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

  it('draws at most eight lines in distinct colours, the rest added up as "Other", chosen in the legend', async () => {
    const outlets: ChartSeries[] = Array.from({ length: 10 }, (_, index) => ({
      id: `outlet-${index}`,
      label: `Outlet ${index}`,
      points: revenue.points.map((point) => ({ ...point, y: point.y === null ? null : point.y + index })),
    }));
    const { container } = chart({ kind: 'line', series: outlets });
    await drawing(container);
    const legendItems = () => [...container.querySelectorAll('.chart-legend li')];
    const labels = () => legendItems().map((item) => item.textContent);
    // The eight largest, largest first, then the two smallest added up.
    expect(labels()).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Outlet ${index}`).concat('Other (2)'));
    const colors = legendItems().map(
      (item) => (item.querySelector('.chart-legend__mark') as HTMLElement).style.color,
    );
    expect(new Set(colors).size).toBe(9);

    const choose = screen.getByRole('button', { name: 'Choose what is drawn (8 of 10)' });
    expect(choose.getAttribute('aria-expanded')).toBe('false');
    act(() => choose.click());
    expect(choose.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Draw at most 8; the others are added up as “Other”.' });
    expect(group.id).toBe(choose.getAttribute('aria-controls'));
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    // At eight, the others wait until one is unticked.
    expect(box('Outlet 0').checked).toBe(false);
    expect(box('Outlet 0').disabled).toBe(true);
    act(() => box('Outlet 5').click());
    expect(labels()).not.toContain('Outlet 5');
    expect(labels().at(-1)).toBe('Other (3)');
    expect(box('Outlet 0').disabled).toBe(false);
    act(() => box('Outlet 0').click());
    expect(labels()).toContain('Outlet 0');
    expect(screen.getByRole('button', { name: 'Choose what is drawn (8 of 10)' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Draw the 8 largest' }).click());
    expect(labels()).toContain('Outlet 5');
    expect(labels()).not.toContain('Outlet 0');
  });

  it('draws a dot only on a value no line passes through', async () => {
    const lonely: ChartSeries = {
      id: 'average',
      label: 'Average',
      points: [
        { x: '2026-11-16', y: 5 },
        { x: '2026-11-17', y: null },
        { x: '2026-11-18', y: 7 },
        { x: '2026-11-19', y: 8 },
      ],
    };
    const { container } = chart({ kind: 'line', series: [lonely] });
    await drawing(container);
    expect(container.querySelectorAll('.chart-isolated-points circle')).toHaveLength(1);
  });

  it('draws at most eight slices, and no legend where the table beside it is one', async () => {
    const shares: ChartSeries = {
      id: 'share',
      label: 'Share',
      points: Array.from({ length: 10 }, (_, index) => ({ x: `Store ${index}`, y: 10 + index })),
    };
    const { container } = chart({ kind: 'pie', series: [shares] });
    await drawing(container);
    const legend = [...container.querySelectorAll('.chart-legend li')].map((item) => item.textContent);
    expect(legend).toHaveLength(9);
    expect(legend.at(-1)).toBe('Other: $21');
    cleanup();
    const described = chart({ kind: 'pie', series: [shares], describedBy: 'figures', tableIsLegend: true });
    await drawing(described.container);
    expect(described.container.querySelector('.chart-legend')).toBeNull();
  });

  it('turns a heatmap on its side on a phone, every hour on a line of its own, with a scale of its colours', async () => {
    stubResizeObserver(320);
    const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
    const weekdays: ChartSeries[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, index) => ({
      id: String(index + 1),
      label: day,
      points: hours.map((x, hour) => ({ x, y: hour === 12 && index === 4 ? 1500 : hour })),
    }));
    const { container } = chart({
      kind: 'heatmap',
      series: weekdays,
      formatX: (x) => `h${Number(x.slice(0, 2))}`,
    });
    const svg = await drawing(container);
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    for (const hour of hours) expect(texts).toContain(`h${Number(hour.slice(0, 2))}`);
    expect(texts).toContain('Mon');
    // On its side it is taller than wide and fits the phone's width.
    expect(Number(svg.getAttribute('width'))).toBeLessThanOrEqual(320);
    expect(Number(svg.getAttribute('height'))).toBeGreaterThan(24 * 20);
    const ends = [...container.querySelectorAll('.chart-scale__end')].map((end) => end.textContent);
    expect(ends).toEqual(['$0', '$1,500']);
  });

  it('waits until it comes near the viewport to draw, without claiming to be busy', async () => {
    // Each observer the chart keeps, by how far ahead of the viewport it looks.
    const reveals = new Map<string, () => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: IntersectionObserverCallback,
          private readonly options?: IntersectionObserverInit,
        ) {}
        observe(target: Element) {
          reveals.set(this.options?.rootMargin ?? '', () =>
            this.callback(
              [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
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
    // A screen away, nothing is drawn yet (its code starts loading: tests/e2e/reports.spec.ts).
    expect([...reveals.keys()]).toContain(SCREEN_AHEAD);
    act(() => reveals.get(SCREEN_AHEAD)?.());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // Near the viewport, it is drawn.
    act(() => {
      for (const [margin, reveal] of reveals) if (margin !== SCREEN_AHEAD) reveal();
    });
    await drawing(container);
    expect(container.querySelector('.chart-skeleton')).toBeNull();
  });
});
