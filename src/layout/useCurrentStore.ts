import { useQuery } from '@tanstack/react-query';
import { userStoresQuery } from '../api/settingsQueries';
import { useSession } from '../session/useSession';

/** The current store among the user's stores; `loading` until the list is known. */
export function useCurrentStore() {
  const { user, storeId } = useSession();
  const stores = useQuery({ ...userStoresQuery(user?.id ?? 0), enabled: user !== null });
  return {
    loading: stores.isPending && user !== null,
    store: stores.data?.find((store) => store.id === storeId),
  };
}
