/** The texts of a scheduled view's e-mail: every language has every one, with its typography. */
import { describe, expect, it } from 'vitest';
import { composeViewMail, type ViewMailContent } from '../../server/digest/composeView';
import { VIEW_MAIL_MESSAGES, type ViewMailMessages } from '../../server/digest/viewMessages';
import { DIGEST_LANGUAGES, type DigestLanguage } from '../../src/contract/digest';

const ARGS = {
  view: 'View X',
  range: 'R1',
  report: 'P1',
  store: 'Store X',
  label: 'L1',
  text: 'T1',
  file: 'F1.xlsx',
  rows: 7,
  count: 'C1',
  size: 'S1',
  limit: 'M1',
  time: 'H1',
  weekday: 'W1',
  day: 5,
  schedule: 'E1',
};

/** Each message's text, functions called with the placeholders above. */
const textsOf = (messages: ViewMailMessages): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).map(([key, entry]) => [
      key,
      typeof entry === 'function' ? (entry as (args: typeof ARGS) => string)(ARGS) : String(entry),
    ]),
  );

/** The placeholders a text shows. */
const shown = (text: string) =>
  Object.values(ARGS)
    .map(String)
    .filter((value) => text.includes(value))
    .sort();

const english = textsOf(VIEW_MAIL_MESSAGES.en);
/** Only punctuation around their arguments, as in English. */
const SAME_AS_ENGLISH: Partial<Record<DigestLanguage, string[]>> = { ko: ['subject', 'labelled'] };

describe('the scheduled view e-mail’s messages', () => {
  for (const language of DIGEST_LANGUAGES)
    it(`${language} has every message, none empty, each with the English one's arguments`, () => {
      const texts = textsOf(VIEW_MAIL_MESSAGES[language]);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        // Korean and Chinese count rows without a plural.
        const args = shown(english[key] ?? '').filter((arg) => language !== 'en' || arg !== '7');
        expect(
          shown(text).filter((arg) => arg !== '7'),
          `${language} ${key}`,
        ).toEqual(args.filter((arg) => arg !== '7'));
        if (language !== 'en' && !SAME_AS_ENGLISH[language]?.includes(key))
          expect(text, `${language} ${key}`).not.toBe(english[key]);
      }
    });

  it('puts a narrow no-break space before : ; ! ? in French', () => {
    for (const [key, text] of Object.entries(textsOf(VIEW_MAIL_MESSAGES.fr))) {
      expect(text, key).not.toMatch(/[ \u00a0][:;!?]/);
      expect(text, key).not.toMatch(/[^\u202f][:;!?]/);
    }
  });

  it('uses full-width punctuation in Chinese', () => {
    for (const language of ['zh-Hant', 'zh-Hans'] as const)
      for (const [key, text] of Object.entries(textsOf(VIEW_MAIL_MESSAGES[language])))
        expect(
          text.replaceAll('F1.xlsx', '').replace(/View X|Store X/g, ''),
          `${language} ${key}`,
        ).not.toMatch(/[,;:?!()"]/);
  });
});

describe('a composed scheduled view e-mail', () => {
  const content = (overrides: Partial<ViewMailContent> = {}): ViewMailContent => ({
    language: 'en',
    viewId: '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    viewName: 'Q&A <b>view</b>',
    storeName: 'Paris Boutique',
    workbook: {
      title: 'Total revenue',
      rangeText: 'Mar 24 – 30',
      headline: [{ label: 'Total revenue', value: '€1,401.66' }],
      fileName: 'CReport_total-revenue_by_DATE.xlsx',
      rows: 1,
    },
    size: 3374,
    attached: true,
    limit: 10 * 2 ** 20,
    rule: { every: 'week', weekday: 1, hour: 7 },
    appUrl: 'https://reports.example.test',
    ...overrides,
  });

  it('names the schedule, counts the rows, and escapes the view’s name in HTML', () => {
    const mail = composeViewMail(content());
    expect(mail.subject).toBe('Q&A <b>view</b>: Mar 24 – 30');
    expect(mail.text).toContain('(1 row)');
    expect(mail.text).toContain('because you scheduled this view every Monday at 7:00 AM.');
    expect(mail.html).toContain(
      '<h1 style="margin:0 0 4px;font-size:22px;">Q&amp;A &lt;b&gt;view&lt;/b&gt;</h1>',
    );
    expect(mail.html).not.toContain('<b>view</b>');
  });

  it('says each rule in each language, the last day of the month too', () => {
    const monthly = (language: DigestLanguage, dayOfMonth: number | 'last') =>
      composeViewMail(content({ language, rule: { every: 'month', dayOfMonth, hour: 18 } })).text;
    expect(monthly('en', 'last')).toContain('on the last day of every month at 6:00 PM.');
    expect(monthly('en', 5)).toContain('on day 5 of every month at 6:00 PM.');
    expect(monthly('fr', 'last')).toContain('le dernier jour de chaque mois à 18:00.');
    // Times as Intl writes them in the language (its data decides between 오후 6:00 and PM 6:00).
    const six = (language: DigestLanguage) =>
      new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 0, 1, 18),
      );
    expect(monthly('ko', 5)).toContain(`이 보기를 매월 5일 ${six('ko')}에 받도록`);
    expect(monthly('zh-Hant', 'last')).toContain(`在每月最後一天${six('zh-Hant')}寄送`);
    expect(monthly('zh-Hans', 'last')).toContain(`在每月最后一天${six('zh-Hans')}发送`);
    const daily = composeViewMail(content({ language: 'fr', rule: { every: 'day', hour: 7 } }));
    expect(daily.text).toContain('tous les jours à 07:00.');
  });

  it('says when there is no figure for the dates', () => {
    const empty = composeViewMail(content({ workbook: { ...content().workbook, headline: [], rows: 0 } }));
    expect(empty.text).toContain('No figures for these dates.');
    expect(empty.text).toContain('(0 rows)');
  });
});
