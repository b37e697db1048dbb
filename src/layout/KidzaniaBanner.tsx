import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { appConfig } from '../config';
import { useSession } from '../session/useSession';

/** A `YYYY-MM-DD` day as midnight UTC, so formatting it in UTC gives that very day in every zone. */
function dayAtUtcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Whether the block has started: from the start of that day on the device's calendar. */
export function blockHasStarted(day: string, now: Date): boolean {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return now.getTime() >= new Date(year, month - 1, date).getTime();
}

/**
 * Stores on platform kidzania are told when their access to the report system ends, in the future
 * tense before that day and in the past tense from it on.
 */
export function KidzaniaBanner() {
  const { platform } = useSession();
  const { i18n } = useLingui();
  if (platform !== 'kidzania') return null;
  const day = appConfig.kidzaniaBlockedFrom;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    dayAtUtcMidnight(day),
  );
  return (
    <div className="banner" role="note">
      {blockHasStarted(day, new Date()) ? (
        <Trans>Access to the report system has been blocked since {date}.</Trans>
      ) : (
        <Trans>Access to the report system will be blocked from {date}.</Trans>
      )}
    </div>
  );
}
