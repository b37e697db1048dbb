import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { useElementWidth } from './useElementWidth';

export interface PlotSize {
  width: number;
  height: number;
}

interface PlotFrameProps {
  title: string;
  /** Width below which the drawing stops shrinking and the frame scrolls sideways; 0 for none. */
  minWidth: number;
  /**
   * Height of the drawing, or the height for the width it gets (a drawing laid out by its width: the
   * heatmap turns on its side on a phone).
   */
  height: number | ((width: number) => number);
  /** Visible height when the drawing is taller and scrolls vertically. */
  maxHeight?: number | undefined;
  children: (size: PlotSize) => ReactNode;
}

/**
 * Measures the space a chart has and gives the drawing its size; a drawing wider or taller than
 * that space scrolls in a frame keyboard users can focus. The drawing itself is hidden from
 * assistive technology: the report table carries the figures.
 */
export function PlotFrame({ title, minWidth, height, maxHeight, children }: PlotFrameProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLDivElement>(null);
  const available = useElementWidth(frame);
  const scrollsX = available > 0 && minWidth > available;
  const width = Math.max(available, minWidth);
  const drawingHeight = typeof height === 'function' ? height(width) : height;
  const scrollsY = maxHeight !== undefined && drawingHeight > maxHeight;
  const scrolls = scrollsX || scrollsY;
  const className = ['chart-frame', scrollsX && 'chart-frame--scroll-x', scrollsY && 'chart-frame--scroll-y']
    .filter(Boolean)
    .join(' ');
  // Only a frame that scrolls is a named region in the tab order: keyboard users focus it to scroll.
  const scrollRegion = scrolls ? { role: 'region', tabIndex: 0, 'aria-label': t`${title}, scrollable` } : {};
  return (
    <div
      ref={frame}
      className={className}
      style={{ height: scrollsY ? maxHeight : undefined, minHeight: scrollsY ? undefined : drawingHeight }}
      {...scrollRegion}
    >
      {available > 0 && (
        <div className="chart-frame__plot" style={{ width, height: drawingHeight }} aria-hidden="true">
          {children({ width, height: drawingHeight })}
        </div>
      )}
    </div>
  );
}
