import { describe, expect, it } from 'vitest';
import { cellProps, columnPins } from './pins';

describe('pinned columns', () => {
  it('pins the first column at the start and the key figures at the end, each offset by those after it', () => {
    const pins = columnPins(['order', 'date', 'total', 'tax', 'paid'], ['paid', 'total']);
    expect(pins.get('order')).toEqual({ edge: 'start' });
    expect(pins.get('date')).toBeUndefined();
    expect(pins.get('total')).toEqual({ edge: 'end', after: 1, nearest: true });
    expect(pins.get('tax')).toBeUndefined();
    expect(pins.get('paid')).toEqual({ edge: 'end', after: 0, nearest: false });
  });

  it('pins nothing in a table that never needs to scroll, and never the first column at the end', () => {
    expect(columnPins(['name', 'total'], ['total']).size).toBe(0);
    expect(columnPins(['total', 'a', 'b'], ['total']).get('total')).toEqual({ edge: 'start' });
  });

  it('gives each pinned cell its class and offset', () => {
    expect(cellProps('cell', 'end', { edge: 'end', after: 1, nearest: true })).toEqual({
      className: 'cell report-table__cell--end report-table__cell--pin-end report-table__cell--pin-edge',
      style: { '--pins-after': 1 },
    });
    expect(cellProps('cell', 'end', { edge: 'end', after: 0, nearest: false }).className).toBe(
      'cell report-table__cell--end report-table__cell--pin-end',
    );
    expect(cellProps('cell', 'start', { edge: 'start' })).toEqual({
      className: 'cell report-table__cell--pin-start',
    });
    expect(cellProps('cell', 'start', undefined)).toEqual({ className: 'cell' });
  });
});
