import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import type { CreatedShare } from '../contract/viewShares';

/**
 * Puts text on the clipboard; false when the browser does not let the page (no clipboard on a page
 * served over plain HTTP, or permission refused): the user then copies the selected text.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A link just made, shown this once (the server keeps only its hash) with Copy, which has the focus;
 * where the browser does not copy, the link is selected for the user to copy.
 */
export function NewShareLink({ share, until }: { share: CreatedShare; until: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => copyButton.current?.focus(), []);
  const copy = async () => {
    const done = await copyText(share.url);
    setCopied(done);
    if (!done) {
      linkField.current?.focus();
      linkField.current?.select();
    }
  };
  return (
    <section className="view-dialog__created" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="view-dialog__subtitle">
        <Trans>New link, until {until}</Trans>
      </h3>
      <p className="view-dialog__hint">
        <Trans>
          Copy it now: it is shown only this once. The server keeps only a fingerprint of it and cannot show
          it again.
        </Trans>
      </p>
      <div className="view-dialog__copy">
        <label htmlFor={id} className="visually-hidden">
          <Trans>New link</Trans>
        </label>
        <input
          ref={linkField}
          id={id}
          className="input view-dialog__link"
          readOnly
          value={share.url}
          onFocus={(event) => event.target.select()}
        />
        <button ref={copyButton} type="button" className="button" onClick={() => void copy()}>
          <Trans>Copy link</Trans>
        </button>
      </div>
      <p className="view-dialog__hint" role={copied === false ? 'alert' : 'status'}>
        {copied === true ? (
          <Trans>Copied.</Trans>
        ) : copied === false ? (
          <Trans>This browser did not let the app copy: the link is selected, copy it yourself.</Trans>
        ) : null}
      </p>
    </section>
  );
}
