import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from '@tanstack/react-router';
import type { ReportDefinition } from '../reports/definition';

/** What a route tells the shell about itself: the title's section word, and the report it shows. */
export interface PageMeta {
  title: MessageDescriptor;
  report?: ReportDefinition;
}

/** The metadata of the deepest matched route that has some. */
export function useCurrentPage(): PageMeta | undefined {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.page)?.staticData.page,
  });
}

/** The report of the current route, if it shows one. */
export function useCurrentReport(): ReportDefinition | undefined {
  return useCurrentPage()?.report;
}
