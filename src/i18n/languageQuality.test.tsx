import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CompareTab } from '../filters/CompareTab';
import { type CompareForm, initialCompareForm } from '../filters/compareChoices';
import { formatRange } from '../filters/DatePicker';
import { dateLayout, dayPeriodLabel, timeLayout, usesTwelveHours } from '../filters/dateFields';
import { formatInstant } from '../filters/reportZone';
import { selectionTexts } from '../filters/selectionTexts';
import { formatMoney, formatPercent, formatPeriod } from '../reports/format';
import { activateLocale } from './activate';
import { LOCALES, type Locale } from './locales';

afterEach(cleanup);

/** The words of an element as a reader sees them, with each field's value or chosen option in place. */
function readLine(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node instanceof HTMLSelectElement) text += ` ${node.selectedOptions[0]?.textContent ?? ''} `;
    else if (node instanceof HTMLInputElement) text += ` ${node.value} `;
    else if (node instanceof Element) text += ` ${readLine(node)} `;
    else text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Without any white space: the dropdowns stand apart by CSS, not by spaces. */
const squeezed = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, '');

const now = dayjs('2026-01-05T21:30:00');

function renderCompare(patch: Partial<CompareForm>) {
  const form = { ...initialCompareForm(now), ...patch };
  const view = render(
    <I18nProvider i18n={i18n}>
      <CompareTab form={form} chosen now={now} onChange={() => {}} />
    </I18nProvider>,
  );
  return (choice: 'last' | 'from') => {
    const labels = [...view.container.querySelectorAll('.choice-list__item')];
    const index = choice === 'last' ? labels.length - 2 : labels.length - 1;
    const label = labels[index]?.querySelector('label');
    if (!label) throw new Error(`no ${choice} line`);
    return readLine(label);
  };
}

/** "Last N days" for 0, 1, 2 and 5 in each language: the singular only where the language has one. */
const LAST_DAYS: Record<Locale, [string, string, string, string]> = {
  en: ['Last 0 days', 'Last 1 day', 'Last 2 days', 'Last 5 days'],
  // French counts 0 and 1 as singular.
  fr: ['0 dernier jour', '1 dernier jour', '2 derniers jours', '5 derniers jours'],
  ko: ['최근 0 일', '최근 1 일', '최근 2 일', '최근 5 일'],
  'zh-Hant': ['最近 0 天', '最近 1 天', '最近 2 天', '最近 5 天'],
  'zh-Hans': ['最近 0 天', '最近 1 天', '最近 2 天', '最近 5 天'],
};

/** "N selected" of the stores filter for 0, 1, 2 and 5. */
const STORES_SELECTED: Record<Locale, [string, string, string, string]> = {
  en: ['0 selected', '1 selected', '2 selected', '5 selected'],
  fr: ['0 sélectionnée', '1 sélectionnée', '2 sélectionnées', '5 sélectionnées'],
  ko: ['0개 선택됨', '1개 선택됨', '2개 선택됨', '5개 선택됨'],
  'zh-Hant': ['已選 0 間', '已選 1 間', '已選 2 間', '已選 5 間'],
  'zh-Hans': ['已选 0 家', '已选 1 家', '已选 2 家', '已选 5 家'],
};

const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** 1,234,567.891 in won, euros, US dollars and New Taiwan dollars: won have no minor unit. */
const MONEY: Record<Locale, Record<'KRW' | 'EUR' | 'USD' | 'TWD', string>> = {
  en: { KRW: '₩1,234,568', EUR: '€1,234,567.89', USD: '$1,234,567.89', TWD: 'NT$1,234,567.89' },
  fr: {
    KRW: `1${NNBSP}234${NNBSP}568${NBSP}₩`,
    EUR: `1${NNBSP}234${NNBSP}567,89${NBSP}€`,
    USD: `1${NNBSP}234${NNBSP}567,89${NBSP}$US`,
    TWD: `1${NNBSP}234${NNBSP}567,89${NBSP}TWD`,
  },
  ko: { KRW: '₩1,234,568', EUR: '€1,234,567.89', USD: 'US$1,234,567.89', TWD: 'NT$1,234,567.89' },
  // In Taiwan the New Taiwan dollar is plain "$".
  'zh-Hant': { KRW: '￦1,234,568', EUR: '€1,234,567.89', USD: 'US$1,234,567.89', TWD: '$1,234,567.89' },
  'zh-Hans': { KRW: '₩1,234,568', EUR: '€1,234,567.89', USD: 'US$1,234,567.89', TWD: 'NT$1,234,567.89' },
};

describe.each(LOCALES)('%s', (locale) => {
  it('agrees "last N days" and "N selected" with the count (0, 1, 2, 5)', async () => {
    await activateLocale(locale);
    const expected = LAST_DAYS[locale];
    [0, 1, 2, 5].forEach((count, index) => {
      const line = renderCompare({ unit: 'day', choice: 'last', count: String(count) });
      expect(line('last')).toBe(expected[index]);
      cleanup();
      expect(selectionTexts(i18n, 'stores').selected(count)).toBe(STORES_SELECTED[locale][index]);
    });
  });

  it('words "All", "None" and the hint for the kind of thing chosen', async () => {
    await activateLocale(locale);
    const texts = (kind: Parameters<typeof selectionTexts>[1]) => selectionTexts(i18n, kind);
    if (locale === 'fr') {
      // Caisse and boutique are feminine, point de vente and vendeur masculine.
      expect([texts('registers').all, texts('stores').none, texts('registers').selected(2)]).toEqual([
        'Toutes',
        'Aucune',
        '2 sélectionnées',
      ]);
      expect([texts('outlets').all, texts('salespeople').none, texts('outlets').selected(2)]).toEqual([
        'Tous',
        'Aucun',
        '2 sélectionnés',
      ]);
    }
    if (locale === 'ko') {
      expect(texts('registers').selected(3)).toBe('3대 선택됨');
      expect(texts('salespeople').selected(3)).toBe('3명 선택됨');
    }
    // Each kind says what to choose.
    const hints = new Set(
      (['stores', 'outlets', 'registers', 'categories'] as const).map((kind) => texts(kind).atLeastOne),
    );
    expect(hints.size).toBe(locale === 'en' ? 1 : 4);
  });

  it.each(['KRW', 'EUR', 'USD', 'TWD'] as const)(
    'writes %s money in its own pattern and minor units',
    (code) => {
      expect(formatMoney(1_234_567.891, code, locale)).toBe(MONEY[locale][code]);
    },
  );

  it("lays the date and time dropdowns out in the language's order, on its clock", () => {
    const fields = (parts: ReturnType<typeof dateLayout> | ReturnType<typeof timeLayout>) =>
      parts.flatMap((part) => ('field' in part ? [part.field] : []));
    const twelveHours = locale === 'en' || locale === 'ko' || locale === 'zh-Hant';
    expect(usesTwelveHours(locale)).toBe(twelveHours);
    expect(fields(dateLayout(locale, 'date'))).toEqual(
      { en: ['month', 'day', 'year'], fr: ['day', 'month', 'year'] }[locale as 'en' | 'fr'] ?? [
        'year',
        'month',
        'day',
      ],
    );
    const time = fields(timeLayout(locale));
    if (!twelveHours) expect(time).toEqual(['hour', 'minute']);
    else if (locale === 'en') expect(time).toEqual(['hour', 'minute', 'dayPeriod']);
    else expect(time).toEqual(['dayPeriod', 'hour', 'minute']);
  });

  it('reads the hours choice as one phrase, with the date and time the language would write', async () => {
    await activateLocale(locale);
    const line = renderCompare({
      unit: 'hours',
      choice: 'from',
      count: '3',
      year: 2026,
      month: 0,
      day: 5,
      hour: 21,
      minute: 30,
    })('from');
    const at = new Date(Date.UTC(2026, 0, 5, 21, 30));
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
    const time = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(at);
    expect(squeezed(line)).toContain(squeezed(date));
    expect(squeezed(line)).toContain(squeezed(time));
    const expected: Record<Locale, string> = {
      en: `3 hours from ${date} at ${time}`,
      fr: `3 heures à partir du ${date} à ${time}`,
      ko: `${date} ${time}부터 3시간`,
      'zh-Hant': `自${date}${time}起，共3小時`,
      'zh-Hans': `从${date}${time}起，共3小时`,
    };
    expect(squeezed(line)).toBe(squeezed(expected[locale]));
    // The 24-hour languages write 21:30; the others 9:30 with the day period.
    if (usesTwelveHours(locale)) {
      expect(line).toContain(dayPeriodLabel(locale, 'pm'));
      expect(line).not.toContain('21');
    } else {
      expect(line).toContain('21');
      expect(line).not.toMatch(/PM|下午|오후/);
    }
  });

  it('writes ranges, periods, instants and percentages with Intl in the language', () => {
    const day = { min: dayjs('2026-01-05T00:00:00'), max: dayjs('2026-01-09T23:59:59.999') };
    const hours = { min: dayjs('2026-01-05T13:00:00'), max: dayjs('2026-01-05T15:59:59.999') };
    const clock = usesTwelveHours(locale);
    expect(formatRange(day, locale)).toBe(
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).formatRange(
        day.min.toDate(),
        day.max.toDate(),
      ),
    );
    expect(formatRange(hours, locale)).toMatch(clock ? /1:00/ : /13:00/);
    expect(formatPeriod('2026-11-18 09:00', 'DATETIME', locale)).toMatch(clock ? /9:00/ : /09:00/);
    expect(formatInstant('2026-11-18T21:05:00Z', locale)).toMatch(clock ? /9:05/ : /21:05/);
    expect(formatPercent(12.5, locale, 1)).toBe(
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1 }).format(0.125),
    );
    // French keeps the sign on the number's line with a no-break space.
    if (locale === 'fr') expect(formatPercent(12.5, locale, 1)).toMatch(/^12,5[\u00a0\u202f]%$/);
  });
});
