import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../filters/reportZone';
import { relativeAge } from '../offline/relativeAge';
import { useOnline } from '../offline/useOnline';

/**
 * When the figures on screen were read from the server. Offline, it says they come from this device
 * and how old they are; they refresh by themselves when the connection returns.
 */
export function UpdatedAt({
  at,
  fetching,
  timeZone,
}: {
  at: number;
  fetching: boolean;
  /** The zone the report's days and hours are counted in. */
  timeZone?: string | undefined;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  if (!at) return null;
  const zone = timeZone ? (
    <span className="updated-at__zone">
      {' · '}
      <Trans>days and hours of {timeZone}</Trans>
    </span>
  ) : null;
  // On the clock of the report's zone, which the line names: the store's time beside the store's figures.
  const time = formatInstant(at, i18n.locale, timeZone, { dateStyle: 'short', timeStyle: 'medium' });
  if (!online) {
    const age = relativeAge(at, Date.now(), i18n.locale);
    return (
      <p className="updated-at updated-at--offline" role="status">
        <Trans>
          Offline: these figures come from this device, updated {age} (
          <time dateTime={new Date(at).toISOString()}>{time}</time>).
        </Trans>
        {zone}
      </p>
    );
  }
  return (
    <p className="updated-at">
      {fetching ? (
        <Trans>Updating… (figures of {time})</Trans>
      ) : (
        <Trans>
          Figures of <time dateTime={new Date(at).toISOString()}>{time}</time>
        </Trans>
      )}
      {zone}
    </p>
  );
}
