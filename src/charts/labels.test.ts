import { describe, expect, it } from 'vitest';
import { truncateLabel } from './labels';

describe('truncateLabel', () => {
  it('keeps labels of up to ten characters', () => {
    expect(truncateLabel('2026-11-18')).toBe('2026-11-18');
    expect(truncateLabel('Paris')).toBe('Paris');
    expect(truncateLabel('')).toBe('');
  });

  it('cuts longer labels to ten characters plus an ellipsis', () => {
    expect(truncateLabel('Brooklyn Goods Store')).toBe('Brooklyn G…');
    expect(truncateLabel('Organic cotton tee', 6)).toBe('Organi…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateLabel('Paris Boutique Nord')).toBe('Paris Bout…');
    expect(truncateLabel('Big Shop  Downtown')).toBe('Big Shop…');
  });

  it('counts characters, not UTF-16 units, so emoji and CJK are not split', () => {
    expect(truncateLabel('서울 강남 플래그십 스토어')).toBe('서울 강남 플래그십…');
    expect(truncateLabel('😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀😀😀…');
  });

  it('trims surrounding whitespace', () => {
    expect(truncateLabel('  Paris  ')).toBe('Paris');
  });
});
