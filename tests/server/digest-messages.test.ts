/** The daily e-mail's texts: every language has every message, with its typography and terms. */
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';
import { composeDigest } from '../../server/digest/compose';
import { DIGEST_MESSAGES, type DigestMessages } from '../../server/digest/messages';
import { BRIEF_FIGURES, type BriefItem } from '../../src/contract/brief';
import { DIGEST_LANGUAGES } from '../../src/contract/digest';
import { readCatalog } from '../../src/locales/catalog';

const ARGS = {
  store: 'Store X',
  revenue: 'R1',
  usual: 'U1',
  date: 'D1',
  label: 'L1',
  text: 'T1',
  value: 'V1',
  note: 'N1',
  id: 7,
  month: 'M1',
  soFar: 'S1',
  gap: 'G1',
  projection: 'P1',
};

/** Every text of a language's table, functions called with placeholder arguments, by key. */
function textsOf(messages: DigestMessages): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, entry] of Object.entries(messages)) {
    if (typeof entry === 'string') texts[key] = entry;
    else if (typeof entry === 'function') texts[key] = (entry as (args: typeof ARGS) => string)(ARGS);
    else
      for (const [name, value] of Object.entries(
        entry as Record<string, string | ((args: typeof ARGS) => string)>,
      ))
        texts[`${key}.${name}`] = typeof value === 'string' ? value : value(ARGS);
  }
  return texts;
}

const english = textsOf(DIGEST_MESSAGES.en);

/** Messages that are only punctuation around their arguments, written as in English. */
const SAME_AS_ENGLISH: Record<string, string[]> = { fr: ['withNote'], ko: ['labelled', 'withNote'] };

/** The placeholder arguments a text shows. */
const argumentsIn = (text: string) =>
  Object.values(ARGS)
    .map(String)
    .filter((value) => text.includes(value))
    .sort();

describe('the daily e-mail’s messages', () => {
  it('are written in each language of the app', () => {
    expect([...DIGEST_LANGUAGES].sort()).toEqual([...linguiConfig.locales].sort());
  });

  for (const language of DIGEST_LANGUAGES) {
    const texts = textsOf(DIGEST_MESSAGES[language]);

    it(`${language} has every message, none empty, each with the arguments of the English one`, () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(argumentsIn(text), key).toEqual(argumentsIn(english[key] ?? ''));
        if (language !== 'en' && !SAME_AS_ENGLISH[language]?.includes(key))
          expect(text, key).not.toBe(english[key]);
      }
    });

    it(`${language} names the figures as the app does`, () => {
      const catalog = readCatalog(language);
      const app = (english: string) => catalog.get(english)?.translation || english;
      expect(texts['figures.totalRevenue']).toBe(app('Total revenue'));
      expect(texts['figures.orderCount']).toBe(app('Number of orders'));
      expect(texts['figures.avgOrderValue']).toBe(app('Average order value'));
    });
  }

  it('puts a narrow no-break space before : ; ! ? in French', () => {
    for (const [key, text] of Object.entries(textsOf(DIGEST_MESSAGES.fr))) {
      expect(text, key).not.toMatch(/[ \u00a0][:;!?]/);
      expect(text, key).not.toMatch(/[^\u202f][:;!?]/);
    }
  });

  it('uses full-width punctuation in Chinese, with 「」 in zh-Hant and “” in zh-Hans', () => {
    for (const language of ['zh-Hant', 'zh-Hans'] as const) {
      for (const [key, text] of Object.entries(textsOf(DIGEST_MESSAGES[language])))
        expect(text.replaceAll('Store X', ''), `${language} ${key}`).not.toMatch(/[,;:?!()"]/);
    }
    const joined = (language: 'zh-Hant' | 'zh-Hans') =>
      Object.values(textsOf(DIGEST_MESSAGES[language])).join('');
    expect(joined('zh-Hant')).toContain('「');
    expect(joined('zh-Hant')).not.toMatch(/[“”]/);
    expect(joined('zh-Hans')).toContain('“');
    expect(joined('zh-Hans')).not.toMatch(/[「」]/);
  });

  it('calls revenue 营业额 in zh-Hans and 營收 in zh-Hant', () => {
    expect(DIGEST_MESSAGES['zh-Hans'].subject(ARGS)).toContain('营业额');
    expect(DIGEST_MESSAGES['zh-Hant'].subject(ARGS)).toContain('營收');
  });
});

describe('a composed digest', () => {
  const item = (
    figure: BriefItem['figure'],
    value: number,
    median: number | null,
    flag: BriefItem['flag'],
  ) => ({
    day: '2026-03-14',
    until: null,
    figure,
    value,
    usual: [],
    median,
    low: null,
    high: null,
    flag,
  });
  const items: BriefItem[] = [
    item('totalRevenue', 1234567.5, 1000000, 'high'),
    item('orderCount', 12, 10.5, null),
    item('avgOrderValue', 102880.63, 95238.1, null),
    item('totalRefund', 0, null, null),
    item('totalDiscount', 5000, 7000, 'low'),
  ];
  const compose = (language: (typeof DIGEST_LANGUAGES)[number]) =>
    composeDigest({
      language,
      storeId: 1,
      storeName: 'Seoul <Flagship> & Co',
      currency: 'KRW',
      day: '2026-03-14',
      items,
      appUrl: 'https://reports.example.test',
    });

  it('writes money in the store’s currency the reader’s way, and escapes the HTML', () => {
    const en = compose('en');
    expect(en.subject).toBe('Yesterday at Seoul <Flagship> & Co: ₩1,234,568 (usually ₩1,000,000)');
    expect(en.text).toContain('Number of orders: 12 (usually 10.5)');
    expect(en.text).toContain('Refunds: ₩0 (usually not known yet)');
    expect(en.text).toContain(
      'Unusual yesterday:\n- Total revenue: Unusually high\n- Discounts: Unusually low',
    );
    expect(en.html).toContain('Seoul &lt;Flagship&gt; &amp; Co');
    expect(en.html).not.toContain('<Flagship>');
    const ko = compose('ko');
    expect(ko.subject).toBe('어제 Seoul <Flagship> & Co: ₩1,234,568 (평소 ₩1,000,000)');
    expect(ko.text).toContain('2026년 3월 14일 토요일');
    expect(compose('zh-Hant').text).toContain('2026年3月14日 星期六');
    expect(compose('fr').text).toContain('samedi 14 mars 2026');
  });

  it('has a header cell for each column and each figure', () => {
    const { html } = compose('zh-Hans');
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html.match(/<th scope="row"/g)).toHaveLength(BRIEF_FIGURES.length);
  });
});
