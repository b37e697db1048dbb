import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/activate';
import { DeviceStorageLine, formatBytes } from './DeviceStorageLine';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function storageOf(usage: number, persisted: boolean) {
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: {
      estimate: async () => ({ usage, quota: 1e9 }),
      persisted: async () => persisted,
      persist: async () => persisted,
    },
  });
}

describe("the user menu's line on the device's storage", () => {
  beforeAll(() => activateLocale('en'));

  it('writes sizes in kilobytes, then megabytes', () => {
    expect(formatBytes(420_000, 'en')).toBe('420 kB');
    expect(formatBytes(3_456_789, 'en')).toBe('3.5 MB');
  });

  it('says how much is kept and whether the browser keeps it', async () => {
    storageOf(3_456_789, true);
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <DeviceStorageLine />
      </I18nProvider>,
    );
    expect(await screen.findByText('On this device: 3.5 MB, kept by the browser')).toBeTruthy();
    unmount();
    storageOf(420_000, false);
    render(
      <I18nProvider i18n={i18n}>
        <DeviceStorageLine />
      </I18nProvider>,
    );
    expect(
      await screen.findByText('On this device: 420 kB, which the browser may remove when space runs low'),
    ).toBeTruthy();
  });
});
