import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReportAnswer } from '../contract/answers';
import type { CachedAnswer } from './job';

/** The key of another page of the same request: the key's last part is the params sent. */
function keyOfPage(pageKey: QueryKey, page: number): QueryKey {
  const params = pageKey.at(-1) as Record<string, unknown>;
  return [...pageKey.slice(0, -1), { ...params, page: String(page) }];
}

/**
 * Every page of a screen's report from the device's query cache, the screen's page size: the page the
 * key names tells how many there are. Null when one page is missing.
 */
export function cachedPages(queryClient: QueryClient, pageKey: QueryKey): CachedAnswer[] | null {
  const first = queryClient.getQueryData<ReportAnswer>(keyOfPage(pageKey, 1));
  if (!first) return null;
  const pages: CachedAnswer[] = [first];
  for (let page = 2; page <= first.maxPage; page++) {
    const answer = queryClient.getQueryData<ReportAnswer>(keyOfPage(pageKey, page));
    if (!answer) return null;
    pages.push(answer);
  }
  return pages;
}
