import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { userStoresQuery } from '../api/settingsQueries';
import { withStoreChange } from '../filters/filterChange';
import type { FilterSearch } from '../filters/filterSearch';
import { latestReport } from '../reports/currentReport';
import { isGlobalReport } from '../reports/registry';
import { changeStore } from '../session/changeStore';
import { useSession } from '../session/useSession';
import { SelectField } from '../ui/fields';
import { storeLabel } from '../ui/storeLabel';

export function StoreSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const deps = useRouteContext({ from: '__root__' });
  const { user, storeId } = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const stores = useQuery({ ...userStoresQuery(user?.id ?? 0), enabled: user !== null });
  if (!user) return null;

  const list = stores.data ?? [];
  const current = list.find((store) => store.id === storeId);
  return (
    <SelectField
      inline
      className={className}
      controlClassName="select--store"
      label={<Trans context="stores">Store</Trans>}
      // A long name cut to fit the header is whole on hover.
      title={current ? storeLabel(i18n, current) : undefined}
      value={storeId ?? ''}
      disabled={pending || list.length === 0}
      aria-busy={pending || stores.isPending}
      onChange={async (value) => {
        const store = list.find((candidate) => String(candidate.id) === value);
        if (!store) return;
        setPending(true);
        try {
          await changeStore(store, deps);
          const report = latestReport(router);
          // A store change returns to page 1 and clears the choices of the old store's outlets and
          // registers; the global reports, which span every store, give way to the dashboard.
          await navigate({
            to: report && isGlobalReport(report) ? '/dashboard' : '.',
            search: (previous: FilterSearch) => withStoreChange(previous),
          });
        } finally {
          setPending(false);
        }
      }}
    >
      {storeId === null && <option value="">{t`Choose a store`}</option>}
      {list.map(({ id: storeNumber, name, url }) => (
        <option key={storeNumber} value={storeNumber}>
          {storeLabel(i18n, { id: storeNumber, name, url })}
        </option>
      ))}
    </SelectField>
  );
}
