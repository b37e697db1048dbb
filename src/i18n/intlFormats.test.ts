import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

describe('Intl formats made once', () => {
  it('gives the same format for the same locale and options, another for other ones', () => {
    const short = dateTimeFormat('fr', { dateStyle: 'short' });
    expect(dateTimeFormat('fr', { dateStyle: 'short' })).toBe(short);
    expect(dateTimeFormat('ko', { dateStyle: 'short' })).not.toBe(short);
    expect(dateTimeFormat('fr', { dateStyle: 'medium' })).not.toBe(short);
    expect(short.format(new Date(Date.UTC(2026, 10, 24, 12)))).toBe('24/11/2026');
    expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
    expect(numberFormat('en', { style: 'percent' }).format(0.25)).toBe('25%');
  });
});
