import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { type CompareForm, compareRange, initialCompareForm } from './compareChoices';
import { DatePicker } from './DatePicker';
import { checkCustomRange, defaultRange } from './dateRanges';
import { formatLocal, resolveRange } from './filterSearch';
import { zoneNow } from './reportZone';

const DEVICE_ZONE = process.env.TZ;
const DEVICES = ['Pacific/Auckland', 'UTC', 'America/Los_Angeles'] as const;
/** The device's own hour at 2026-11-27 12:12 UTC, so each test is sure its clock is in that zone. */
const DEVICE_HOUR: Record<(typeof DEVICES)[number], number> = {
  'Pacific/Auckland': 1,
  UTC: 12,
  'America/Los_Angeles': 4,
};

/** Runs `check` with the device's clock in `zone` (Node reads TZ again when it is set). */
function onDevice<T>(zone: string, check: () => T): T {
  process.env.TZ = zone;
  try {
    return check();
  } finally {
    process.env.TZ = DEVICE_ZONE;
  }
}

const form = (patch: Partial<CompareForm>, instant: Date, zone: string): CompareForm => ({
  ...initialCompareForm(zoneNow(zone, instant)),
  ...patch,
});

/** The bounds a preset sends: wall-clock times of the store, as the request carries them. */
function sent(patch: Partial<CompareForm>, instant: Date, zone: string) {
  const now = zoneNow(zone, instant);
  const range = compareRange(form(patch, instant, zone), now);
  return range && [formatLocal(range.min), formatLocal(range.max)];
}

describe("the date picker on the store's clock, wherever the device is", () => {
  // 2026-11-27 12:12 UTC: 21:12 in Seoul (Nov 27), 07:12 in New York (Nov 27), 01:12 on Nov 28 in Auckland.
  const evening = new Date('2026-11-27T12:12:00Z');
  for (const device of DEVICES) {
    it(`reads Seoul's 21:12 and New York's 07:12 on a device in ${device}`, () =>
      onDevice(device, () => {
        expect(evening.getHours()).toBe(DEVICE_HOUR[device]);
        expect(sent({ unit: 'hours', choice: 'last', count: '4' }, evening, 'Asia/Seoul')).toEqual([
          '2026-11-27T17:12:00',
          '2026-11-27T21:12:00',
        ]);
        expect(formatLocal(zoneNow('America/New_York', evening))).toBe('2026-11-27T07:12:00');
        // The default range and "today" end with the store's day, not the device's.
        const seoul = defaultRange(zoneNow('Asia/Seoul', evening));
        expect([formatLocal(seoul.min), formatLocal(seoul.max)]).toEqual([
          '2026-11-23T00:00:00',
          '2026-11-27T23:59:59',
        ]);
        const newYork = resolveRange({}, zoneNow('America/New_York', evening));
        expect(formatLocal(newYork.max)).toBe('2026-11-27T23:59:59');
        expect(sent({ unit: 'day', choice: 'last', count: '1' }, evening, 'America/New_York')).toEqual([
          '2026-11-26T00:00:00',
          '2026-11-26T23:59:59',
        ]);
        // The store's tomorrow is the future, even where the device has reached it.
        const tomorrow = {
          min: zoneNow('America/New_York', evening).add(1, 'day').startOf('day'),
          max: zoneNow('America/New_York', evening).add(1, 'day').endOf('day'),
        };
        expect(checkCustomRange(tomorrow, zoneNow('America/New_York', evening))).toBe('future');
      }));
  }

  // New York moved its clocks from 02:00 to 03:00 on 2026-03-08 (07:00 UTC): at 13:30 UTC it is 09:30 there.
  const springForward = new Date('2026-03-08T13:30:00Z');
  for (const device of DEVICES) {
    it(`follows New York's daylight-saving change on a device in ${device}`, () =>
      onDevice(device, () => {
        expect(formatLocal(zoneNow('America/New_York', springForward))).toBe('2026-03-08T09:30:00');
        expect(formatLocal(zoneNow('America/New_York', new Date('2026-03-08T06:30:00Z')))).toBe(
          '2026-03-08T01:30:00',
        );
        expect(sent({ unit: 'hours', choice: 'toDate' }, springForward, 'America/New_York')).toEqual([
          '2026-03-08T09:00:00',
          '2026-03-08T09:30:00',
        ]);
        expect(sent({ unit: 'week', choice: 'toDate' }, springForward, 'America/New_York')).toEqual([
          '2026-03-02T00:00:00',
          '2026-03-08T23:59:59',
        ]);
      }));
  }
});

describe('the date picker', () => {
  beforeAll(() => activateLocale('en'));
  afterEach(cleanup);

  const range = { min: zoneNow('Asia/Seoul').subtract(9, 'day').startOf('day'), max: zoneNow('Asia/Seoul') };

  function renderPicker(onApply = vi.fn(), inForce = range) {
    render(
      <I18nProvider i18n={i18n}>
        <DatePicker
          id="date"
          range={inForce}
          now={zoneNow('Asia/Seoul', new Date('2026-11-27T12:12:00Z'))}
          zone="Asia/Seoul"
          onApply={onApply}
          open
          onOpenChange={() => {}}
        />
      </I18nProvider>,
    );
    return onApply;
  }

  it('opens on the range in force: Apply without a choice keeps it', async () => {
    const onApply = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('claims no choice for the range in force until one is made, then previews and applies it', async () => {
    const tenDays = { min: dayjs('2026-11-18T00:00:00'), max: dayjs('2026-11-27T23:59:59') };
    const onApply = renderPicker(vi.fn(), tenDays);
    const last = screen.getByRole('radio', { name: /^Last .* days$/ });
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByRole('status').textContent).toMatch(/^Nov 18\s–\s27, 2026$/);
    await userEvent.click(last);
    expect(last).toHaveProperty('checked', true);
    // The four days before today on Seoul's clock.
    expect(screen.getByRole('status').textContent).toMatch(/^Nov 23\s–\s26, 2026$/);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it("names the store's zone and time", async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('tab', { name: 'Date range' }));
    expect(screen.getByText(/Asia\/Seoul \(now 9:12\sPM\)/)).toBeTruthy();
  });
});

describe("business days on the store's clock, wherever the device is", () => {
  // 2026-11-13 16:30 UTC: 01:30 on Saturday 14 November in Seoul, still Friday's business day from 04:00.
  const night = new Date('2026-11-13T16:30:00Z');
  const businessSent = (patch: Partial<CompareForm>) => {
    const now = zoneNow('Asia/Seoul', night);
    const range = compareRange({ ...initialCompareForm(now, 240), ...patch }, now, 240);
    return range && [formatLocal(range.min), formatLocal(range.max)];
  };
  for (const device of DEVICES) {
    it(`gives Seoul's business days and clock hours on a device in ${device}`, () =>
      onDevice(device, () => {
        expect(businessSent({ unit: 'day', choice: 'from', count: '1' })).toEqual([
          '2026-11-13T04:00:00',
          '2026-11-14T03:59:59',
        ]);
        expect(businessSent({ unit: 'day', choice: 'last', count: '1' })).toEqual([
          '2026-11-12T04:00:00',
          '2026-11-13T03:59:59',
        ]);
        expect(businessSent({ unit: 'hours', choice: 'last', count: '4' })).toEqual([
          '2026-11-13T21:30:00',
          '2026-11-14T01:30:00',
        ]);
        const today = resolveRange({}, zoneNow('Asia/Seoul', night), 240);
        expect(formatLocal(today.max)).toBe('2026-11-14T03:59:59');
      }));
  }
});

describe('the date picker of a store whose business days start at 04:00', () => {
  beforeAll(() => activateLocale('en'));
  afterEach(cleanup);

  it('says where its days start and shows a whole business day as its date', () => {
    const friday = { min: dayjs('2026-11-13T04:00:00'), max: dayjs('2026-11-14T03:59:59') };
    render(
      <I18nProvider i18n={i18n}>
        <DatePicker
          id="date"
          range={friday}
          now={dayjs('2026-11-14T01:30:00')}
          zone="Asia/Seoul"
          dayStart={240}
          onApply={vi.fn()}
          open
          onOpenChange={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByText(/^Business days start at 4:00\sAM$/)).toBeTruthy();
    expect(screen.getAllByText('Nov 13, 2026').length).toBeGreaterThan(0);
  });
});
