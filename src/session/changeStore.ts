import type { QueryClient } from '@tanstack/react-query';
import { currencyRatesQuery, storeConfigQuery, taxConfigsQuery, viewsQuery } from '../api/settingsQueries';
import type { Platform } from '../contract/auth';
import type { QueryPersistence } from '../offline/queryPersistence';
import { currencyAfterStoreChange } from './currency';
import type { SessionStore } from './sessionStore';

export interface StoreChoice {
  id: number;
  store_external_id: string;
  type: Platform;
}

export interface SessionDeps {
  queryClient: QueryClient;
  session: SessionStore;
  /** The answers kept on the device for offline reading (absent where nothing is kept). */
  offline?: QueryPersistence;
}

const MAGENTO_PLATFORMS: readonly Platform[] = ['magento2'];
const DEFAULT_VIEW_CODE = 'default';

/** Magento stores report per view: tax configs are read first, then the views, to find the view code. */
async function magentoViewCode(
  { queryClient }: SessionDeps,
  userId: number,
  storeId: number,
): Promise<string> {
  try {
    await queryClient.fetchQuery({ ...taxConfigsQuery(userId, storeId), networkMode: 'always' });
    const views = await queryClient.fetchQuery({ ...viewsQuery(userId, storeId), networkMode: 'always' });
    return (views.find((view) => view.code === DEFAULT_VIEW_CODE) ?? views[0])?.code ?? DEFAULT_VIEW_CODE;
  } catch {
    return DEFAULT_VIEW_CODE;
  }
}

/**
 * A store change is a user's action: its reads fail or succeed, they never wait for a connection.
 *
 * The shell's part of a store change: save the store, read its config (empty on failure) and
 * currency rates, and keep or reset the chosen currency. Reports, outlets and custom statuses reload on
 * their own because their query keys carry the store id.
 */
export async function changeStore(store: StoreChoice, deps: SessionDeps): Promise<void> {
  const { queryClient, session } = deps;
  const { user, storeConfig: previousConfig } = session.getSnapshot();
  if (!user) return;
  session.selectStore({ id: store.id, externalId: store.store_external_id, platform: store.type });
  const viewCode = MAGENTO_PLATFORMS.includes(store.type)
    ? await magentoViewCode(deps, user.id, store.id)
    : DEFAULT_VIEW_CODE;
  const [config, rates] = await Promise.all([
    queryClient.fetchQuery({ ...storeConfigQuery(user.id, store.id, viewCode), networkMode: 'always' }),
    queryClient.fetchQuery({ ...currencyRatesQuery(user.id, store.id), networkMode: 'always' }),
  ]);
  session.setStoreConfig(config);
  session.setCurrency(
    currencyAfterStoreChange(session.getSnapshot().currency, previousConfig, config, rates),
  );
}
