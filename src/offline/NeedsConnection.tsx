import { Trans } from '@lingui/react/macro';

/**
 * A report the device cannot answer offline (never read here, or not with these filters): said plainly
 * instead of a spinner or another answer. With `onShowLast`, a way back to the last figures it has.
 */
export function NeedsConnection({ onShowLast }: { onShowLast?: (() => void) | undefined } = {}) {
  return (
    <section className="panel panel--empty" role="status">
      <h2 className="panel__title">
        <Trans>This report needs a connection</Trans>
      </h2>
      <p>
        <Trans>
          It has not been opened on this device with these filters yet. It will load by itself when the
          connection returns; reports you opened before can still be read.
        </Trans>
      </p>
      {onShowLast && (
        <p>
          <button type="button" className="button" onClick={onShowLast}>
            <Trans>Back to the last figures on this device</Trans>
          </button>
        </p>
      )}
    </section>
  );
}
