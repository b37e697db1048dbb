import { useMatches } from '@tanstack/react-router';
import type { PageMeta } from '../reports/registry';

/** The metadata of the deepest matched route that has some. */
export function useCurrentPage(): PageMeta | undefined {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.page)?.staticData.page,
  });
}
