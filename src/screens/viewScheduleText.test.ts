import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ViewSchedule, viewScheduleInputSchema } from '../contract/viewSchedules';
import { activateLocale } from '../i18n/activate';
import {
  sameSchedule,
  scheduleDraft,
  scheduleInput,
  scheduleSummary,
  storeClockText,
  weekdayName,
} from './viewScheduleText';

const weekly: ViewSchedule = {
  viewId: '0f8e2a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  every: 'week',
  weekday: 1,
  hour: 7,
  language: 'fr',
  nextAt: Date.UTC(2026, 11, 7, 6),
  lastSentAt: null,
  updatedAt: 1,
};

beforeEach(() => activateLocale('en', false));

describe("a view's schedule in the dialog", () => {
  it('starts from the stored schedule, else every Monday at the digest hour in the app language', () => {
    expect(scheduleDraft(undefined, 'ko')).toEqual({
      every: 'week',
      hour: 6,
      weekday: 1,
      dayOfMonth: 1,
      language: 'ko',
    });
    expect(
      scheduleDraft({ ...weekly, every: 'month', weekday: undefined, dayOfMonth: 'last' }, 'en'),
    ).toEqual({
      every: 'month',
      hour: 7,
      weekday: 1,
      dayOfMonth: 'last',
      language: 'fr',
    });
  });

  it('sends the fields of its kind only, as the contract takes them', () => {
    const draft = { every: 'day', hour: 22, weekday: 3, dayOfMonth: 'last', language: 'en' } as const;
    const inputs = [
      scheduleInput(draft),
      scheduleInput({ ...draft, every: 'week' }),
      scheduleInput({ ...draft, every: 'month' }),
    ];
    expect(inputs).toEqual([
      { every: 'day', hour: 22, language: 'en' },
      { every: 'week', weekday: 3, hour: 22, language: 'en' },
      { every: 'month', dayOfMonth: 'last', hour: 22, language: 'en' },
    ]);
    for (const input of inputs) expect(v.safeParse(viewScheduleInputSchema, input).success).toBe(true);
  });

  it('knows when the fields ask for what is stored already', () => {
    const draft = scheduleDraft(weekly, 'en');
    expect(sameSchedule(draft, weekly)).toBe(true);
    expect(sameSchedule({ ...draft, weekday: 2 }, weekly)).toBe(false);
    // A weekday kept from before does not count once the schedule is daily.
    expect(sameSchedule({ ...draft, every: 'day' }, { ...weekly, every: 'day', weekday: undefined })).toBe(
      true,
    );
    expect(sameSchedule(draft, undefined)).toBe(false);
  });

  it('is summed up for its badge, and its next sending written on the store clock', () => {
    expect(scheduleSummary(i18n, weekly)).toBe('Weekly · Mon 7:00 AM');
    expect(scheduleSummary(i18n, { every: 'day', hour: 18 })).toBe('Daily · 6:00 PM');
    expect(scheduleSummary(i18n, { every: 'month', hour: 0, dayOfMonth: 'last' })).toBe(
      'Monthly · last day, 12:00 AM',
    );
    expect(scheduleSummary(i18n, { every: 'month', hour: 9, dayOfMonth: 15 })).toBe(
      'Monthly · day 15, 9:00 AM',
    );
    expect(storeClockText('en', weekly.nextAt, 'Europe/Paris')).toBe('Mon, Dec 7, 7:00 AM');
    expect(storeClockText('en', weekly.nextAt, 'America/New_York')).toBe('Mon, Dec 7, 1:00 AM');
    expect(weekdayName('fr', 7, 'long')).toBe('dimanche');
  });
});
