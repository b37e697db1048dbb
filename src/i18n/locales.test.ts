import { describe, expect, it } from 'vitest';
import { detectLocale } from './locales';

describe('initial locale', () => {
  it('uses the remembered choice first', () => {
    expect(detectLocale('fr', ['ko-KR'])).toBe('fr');
    expect(detectLocale('zh-Hant', ['en-US'])).toBe('zh-Hant');
  });

  it('ignores a remembered value that is not a locale', () => {
    expect(detectLocale('xx', ['ko'])).toBe('ko');
  });

  it.each([
    [['en-GB'], 'en'],
    [['fr-CA'], 'fr'],
    [['ko-KR'], 'ko'],
    [['cn'], 'zh-Hant'],
    [['zh-TW'], 'zh-Hant'],
    [['zh_CN'], 'zh-Hant'],
    [['de-DE', 'fr-FR'], 'fr'],
  ])('maps browser languages %j to %s', (languages, expected) => {
    expect(detectLocale(null, languages)).toBe(expected);
  });

  it('defaults to English', () => {
    expect(detectLocale(null, [])).toBe('en');
    expect(detectLocale(null, ['de-DE', 'ja'])).toBe('en');
  });
});
