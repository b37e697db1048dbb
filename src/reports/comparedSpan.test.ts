import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { comparedSpanDates, comparedSpanOf, comparedSpanPhrase } from './comparedSpan';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the compared period of a store whose business days start at 04:00', () => {
  // Seoul's Thursday 12 November 2026 from 04:00 to Friday 04:00 (UTC+9).
  const thursday = {
    from: '2026-11-11T19:00:00.000Z',
    to: '2026-11-12T19:00:00.000Z',
    timeZone: 'Asia/Seoul',
  };

  it('names a whole business day by its date, and the same instants by their times without it', () => {
    const span = comparedSpanOf({ range: { ...thursday, dayStartsAt: '04:00' } });
    expect(comparedSpanDates(span, 'en-US', 2026)).toBe('Nov 12');
    expect(comparedSpanPhrase(i18n, 'previous', span, 2026)).toBe('the day before (Nov 12)');
    expect(comparedSpanDates(comparedSpanOf({ range: thursday }), 'en-US', 2026)).toMatch(/4:00\s?AM/);
  });

  it('reads a span of hours on the clock', () => {
    const hours = {
      from: '2026-11-12T13:00:00.000Z',
      to: '2026-11-12T17:00:00.000Z',
      timeZone: 'Asia/Seoul',
    };
    const text = comparedSpanDates(
      comparedSpanOf({ range: { ...hours, dayStartsAt: '04:00' } }),
      'en-US',
      2026,
    );
    expect(text).toMatch(/10:00\s?PM/);
    expect(text).toMatch(/1:59\s?AM/);
  });
});
