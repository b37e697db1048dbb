import { Trans, useLingui } from '@lingui/react/macro';

/** When the figures on screen were read from the server, and whether newer ones are being read. */
export function UpdatedAt({ at, fetching }: { at: number; fetching: boolean }) {
  const { i18n } = useLingui();
  if (!at) return null;
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'medium' }).format(at);
  return (
    <p className="updated-at">
      {fetching ? (
        <Trans>Updating… (figures of {time})</Trans>
      ) : (
        <Trans>
          Figures of <time dateTime={new Date(at).toISOString()}>{time}</time>
        </Trans>
      )}
    </p>
  );
}
