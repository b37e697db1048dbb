import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The link back to the dashboard at the foot of a page of the user menu (saved views, digests). */
export function BackToDashboard({ className }: { className: string }) {
  return (
    <p className={className}>
      <Link to="/dashboard">
        <Trans>Back to the dashboard</Trans>
      </Link>
    </p>
  );
}
