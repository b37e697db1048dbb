import { Trans } from '@lingui/react/macro';

/** A report never read on this device, opened offline: said plainly instead of a spinner. */
export function NeedsConnection() {
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
    </section>
  );
}
