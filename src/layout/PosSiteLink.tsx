import { Trans } from '@lingui/react/macro';
import { appConfig } from '../config';

/** The POS product's website, in a new tab. */
export function PosSiteLink({ className = '' }: { className?: string }) {
  return (
    <a
      className={`header__link ${className}`}
      href={appConfig.posSiteUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Trans>POS website</Trans>
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
