import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { appConfig } from '../config';
import { useSession } from '../session/useSession';

/** Stores on platform kidzania are told when their access to the report system ends. */
export function KidzaniaBanner() {
  const { platform } = useSession();
  // Re-render on a language change: the date is formatted by dayjs in the active locale.
  useLingui();
  if (platform !== 'kidzania') return null;
  const date = dayjs(appConfig.kidzaniaBlockedFrom).format('LL');
  return (
    <div className="banner" role="note">
      <Trans>Access to the report system will be blocked from {date}.</Trans>
    </div>
  );
}
