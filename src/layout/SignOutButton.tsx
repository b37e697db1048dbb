import { Plural, Trans } from '@lingui/react/macro';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * Sign-out, which never drops a change silently: while changes made on this device (saved views kept
 * for when the connection is back) are not sent yet, it says how many and offers to stay signed in
 * until they are sent, or to sign out and discard them.
 */
export function SignOutButton({ onSignOut }: { onSignOut: () => void }) {
  const unsent = useMutationState({ filters: { status: 'pending' } }).length;
  const [asking, setAsking] = useState(false);
  if (asking && unsent === 0) setAsking(false);

  if (!asking)
    return (
      <button
        type="button"
        className="button button--block"
        onClick={() => (unsent > 0 ? setAsking(true) : onSignOut())}
      >
        <Trans>Sign out</Trans>
      </button>
    );
  return (
    <div className="sign-out-check">
      <p className="sign-out-check__message" role="alert">
        <Plural
          value={unsent}
          one="# change to your saved views is not sent yet: signing out now discards it."
          other="# changes to your saved views are not sent yet: signing out now discards them."
        />
      </p>
      <button type="button" className="button button--block button--primary" onClick={() => setAsking(false)}>
        <Trans>Stay signed in until they are sent</Trans>
      </button>
      <button type="button" className="button button--block" onClick={onSignOut}>
        <Trans>Sign out and discard them</Trans>
      </button>
    </div>
  );
}
