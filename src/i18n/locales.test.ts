import { describe, expect, it } from 'vitest';
import { detectLocale } from './locales';

describe('initial locale', () => {
  it('uses the remembered choice first', () => {
    expect(detectLocale('fr', ['ko-KR'])).toBe('fr');
    expect(detectLocale('zh-Hant', ['en-US'])).toBe('zh-Hant');
    expect(detectLocale('zh-Hans', ['zh-TW'])).toBe('zh-Hans');
  });

  it('ignores a remembered value that is not a locale', () => {
    expect(detectLocale('xx', ['ko'])).toBe('ko');
  });

  it.each([
    [['en-GB'], 'en'],
    [['fr-CA'], 'fr'],
    [['ko-KR'], 'ko'],
    [['cn'], 'zh-Hans'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-MO'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
    [['zh-Hant-CN'], 'zh-Hant'],
    [['zh-CN'], 'zh-Hans'],
    [['zh_CN'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['zh-Hans-HK'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['de-DE', 'fr-FR'], 'fr'],
  ])('maps browser languages %j to %s', (languages, expected) => {
    expect(detectLocale(null, languages)).toBe(expected);
  });

  it('defaults to English', () => {
    expect(detectLocale(null, [])).toBe('en');
    expect(detectLocale(null, ['de-DE', 'ja'])).toBe('en');
  });
});
