import type { MessageDescriptor } from '@lingui/core';
import { type AnyRouter, useMatches } from '@tanstack/react-router';
import type { ReportId } from './registry';

/**
 * What a route tells the shell about itself: the title's section word, or the report it shows (whose
 * definition, title included, is in the registry, loaded with the report's screen rather than with the
 * sign-in page).
 */
export type PageMeta = { title: MessageDescriptor; reportId?: never } | { reportId: ReportId; title?: never };

type Matches = AnyRouter['state']['matches'];

const deepestPage = (matches: Matches): PageMeta | undefined =>
  matches.findLast((match) => match.staticData.page)?.staticData.page;

/** The metadata of the deepest matched route that has some. */
export function useCurrentPage(): PageMeta | undefined {
  return useMatches({ select: deepestPage });
}

/**
 * The report of the location the router is on or going to, read when called: a route whose data
 * is still loading is already the user's page, though `useCurrentReport` still tells the last one.
 */
export function latestReportId(router: AnyRouter): ReportId | undefined {
  return deepestPage(router.matchRoutes(router.state.location))?.reportId;
}
