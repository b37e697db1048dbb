import type { MessageDescriptor } from '@lingui/core';
import { type AnyRouter, useMatches } from '@tanstack/react-router';
import type { ReportDefinition } from './definition';

/** What a route tells the shell about itself: the title's section word, and the report it shows. */
export interface PageMeta {
  title: MessageDescriptor;
  report?: ReportDefinition;
}

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
export function latestReport(router: AnyRouter): ReportDefinition | undefined {
  return deepestPage(router.matchRoutes(router.state.location))?.report;
}

/** The report of the current route, if it shows one. */
export function useCurrentReport(): ReportDefinition | undefined {
  return useCurrentPage()?.report;
}
