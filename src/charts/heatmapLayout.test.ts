import { describe, expect, it } from 'vitest';
import { HEATMAP_HOUR_ROW_PX, heatmapLayout, heatmapMinWidth, turnedHeatmapHeight } from './heatmapLayout';

describe('heatmapLayout', () => {
  // Seven weekdays ("Mon", 26 px) by 24 hours ("12 AM", 38 px), at least 320 px tall.
  const at = (width: number) => heatmapLayout(width, 7, 24, 26, 38, 320);
  const column = (width: number) => {
    const { margin } = at(width);
    return (width - margin.left - margin.right) / 24;
  };

  it('puts the hours across, labelled flat, where each label fits its column', () => {
    const wide = at(1200);
    expect(wide).toMatchObject({ transposed: false, tickRotation: 0 });
    expect(column(1200)).toBeGreaterThanOrEqual(38 + 6);
    expect(wide.height).toBe(Math.max(320, 7 * 34 + wide.margin.top + wide.margin.bottom));
  });

  it('turns the hour labels by 45° where a column still holds a line of text, with room below for them', () => {
    const medium = at(700);
    expect(medium).toMatchObject({ transposed: false, tickRotation: -45 });
    expect(medium.margin.bottom).toBeGreaterThanOrEqual(Math.ceil((38 + 12) * Math.SQRT1_2));
  });

  it('turns the heatmap on its side on a phone: an hour a row, each label on a line of its own', () => {
    const phone = at(320);
    expect(phone.transposed).toBe(true);
    expect(phone.margin.left).toBeGreaterThanOrEqual(38);
    expect(phone.height).toBe(24 * HEATMAP_HOUR_ROW_PX + phone.margin.top + phone.margin.bottom);
    // Its seven columns fit the phone: it never scrolls sideways.
    expect(heatmapMinWidth(7, 38)).toBeLessThanOrEqual(320);
    // Its skeleton holds the same place: nothing moves when the drawing comes.
    expect(turnedHeatmapHeight(24)).toBe(phone.height);
    expect(at(375)).toMatchObject({ transposed: true, height: turnedHeatmapHeight(24) });
  });
});
