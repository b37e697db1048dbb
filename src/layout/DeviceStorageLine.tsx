import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { type DeviceStorage, readDeviceStorage } from '../offline/deviceStorage';

/** A size in bytes in the user's language: kilobytes below a megabyte, megabytes with a decimal above. */
export function formatBytes(bytes: number, locale: string): string {
  const [unit, value] = bytes < 1_000_000 ? ['kilobyte', bytes / 1000] : ['megabyte', bytes / 1_000_000];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'kilobyte' ? 0 : 1,
  }).format(value);
}

/**
 * The user menu's line about what the app keeps on this device: how much, and whether the browser
 * keeps it when space runs low (persistent storage) or may remove it. Read each time the menu opens.
 */
export function DeviceStorageLine() {
  const { i18n } = useLingui();
  const [storage, setStorage] = useState<DeviceStorage | null>(null);
  useEffect(() => {
    let current = true;
    void readDeviceStorage().then((read) => {
      if (current) setStorage(read);
    });
    return () => {
      current = false;
    };
  }, []);
  if (storage?.usage === null || storage?.usage === undefined) return null;
  const size = formatBytes(storage.usage, i18n.locale);
  return (
    <p className="user-menu__line user-menu__muted" data-testid="device-storage">
      {storage.persisted ? (
        <Trans>On this device: {size}, kept by the browser</Trans>
      ) : (
        <Trans>On this device: {size}, which the browser may remove when space runs low</Trans>
      )}
    </p>
  );
}
