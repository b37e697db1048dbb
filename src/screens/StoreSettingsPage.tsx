import { Trans, useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { useCurrentStore } from '../layout/useCurrentStore';
import { useSession } from '../session/useSession';
import { PageHead } from '../ui/PageHead';
import { storeLabel } from '../ui/storeLabel';
import { BackToDashboard } from './BackToDashboard';
import { BusinessDaySection } from './BusinessDaySection';
import { MonthTargets } from './MonthTargets';
import './store-settings.css';

/**
 * A store's settings that shape its reports: where its business days start, and its monthly targets.
 * Owners change them; staff read them.
 */
export function StoreSettingsPage() {
  const { i18n } = useLingui();
  const { user, storeId, storeConfig, currency } = useSession();
  const { store } = useCurrentStore();
  const deps = useRouteContext({ from: '__root__' });
  if (!user || storeId === null) return null;
  const name = store ? storeLabel(i18n, store) : '';
  return (
    <div className="page store-settings">
      <PageHead title={<Trans>Store settings</Trans>} />
      {name && <p className="store-settings__store">{name}</p>}
      <BusinessDaySection
        userId={user.id}
        storeId={storeId}
        isOwner={user.is_owner}
        onSaved={(dayStartsAt) => {
          const snapshot = deps.session.getSnapshot();
          if (snapshot.storeConfig && snapshot.storeId === storeId)
            deps.session.setStoreConfig({ ...snapshot.storeConfig, dayStartsAt });
        }}
      />
      <MonthTargets
        userId={user.id}
        storeId={storeId}
        currency={storeConfig?.currency ?? currency?.code ?? 'USD'}
        isOwner={user.is_owner}
      />
      <BackToDashboard className="store-settings__back" />
    </div>
  );
}
