import { useQuery } from '@tanstack/react-query';
import { settingsStoresQuery } from '../api/settingsQueries';
import { currentTheme } from '../theme/themes';
import { useSession } from './useSession';

/**
 * The sign-in logo comes from the current store's settings (authLogoUrl). Without a session there is no
 * token to read them with, so the theme's logo (default or white label) is shown.
 */
export function useAuthLogo(): string {
  const { user, storeId } = useSession();
  const stores = useQuery({
    ...settingsStoresQuery(user?.id ?? 0),
    enabled: user !== null && storeId !== null,
    meta: { silent: true },
  });
  return stores.data?.find((store) => store.id === storeId)?.authLogoUrl || currentTheme.logoUrl;
}
