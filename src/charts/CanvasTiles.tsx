import { memo, type ReactNode, useEffect, useState } from 'react';
import type { CanvasTile } from './layout';

interface CanvasTilesProps {
  tiles: readonly CanvasTile[];
  height: number;
  renderTile: (tile: CanvasTile) => ReactNode;
}

/** The attribute saying whether every tile is drawn yet ("all") or not ("some"), for a copy of the chart. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

const TileSlot = memo(function TileSlot({
  tile,
  height,
  renderTile,
}: Omit<CanvasTilesProps, 'tiles'> & { tile: CanvasTile }) {
  return (
    <div className="chart-canvas__tile" style={{ left: tile.left, width: tile.width, height }}>
      {renderTile(tile)}
    </div>
  );
});

/**
 * A drawing made of canvas tiles, side by side: the first is drawn with the chart, each next one in a
 * task of its own, so a long chart never holds the main thread for its whole length. New tiles (a new
 * answer, a new width) start over from the first.
 */
export function CanvasTiles({ tiles, height, renderTile }: CanvasTilesProps) {
  const [drawn, setDrawn] = useState(1);
  const [current, setCurrent] = useState(tiles);
  if (current !== tiles) {
    setCurrent(tiles);
    setDrawn(1);
  }
  useEffect(() => {
    if (drawn >= tiles.length) return;
    const timer = setTimeout(() => setDrawn((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [drawn, tiles.length]);
  return (
    <div
      className="chart-canvas"
      style={{ height }}
      {...{ [DRAWN_ATTRIBUTE]: drawn >= tiles.length ? 'all' : 'some' }}
    >
      {tiles.slice(0, drawn).map((tile) => (
        <TileSlot key={tile.from} tile={tile} height={height} renderTile={renderTile} />
      ))}
    </div>
  );
}
