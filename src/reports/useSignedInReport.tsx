import { Trans } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { Platform } from '../contract/auth';
import { useCurrentReport } from './currentReport';
import type { ReportDefinition } from './definition';
import { ReportHead } from './ReportHead';

/** A report as the signed-in user reads it, of the chosen store. */
export interface SignedInReportOf {
  report: ReportDefinition;
  userId: number;
  storeId: number;
  platform: Platform | null;
  timeZone: string | null;
  /** Minutes after midnight the store's business days start (`src/filters/businessDay.ts`). */
  dayStart: number;
}

type SignedInReport =
  | ({ kind: 'ready' } & SignedInReportOf)
  | { kind: 'blocked'; element: ReactElement | null };

/**
 * The report of the route with the signed-in user and store from the route context; without a chosen
 * store, the panel that asks for one.
 */
export function useSignedInReport(): SignedInReport {
  const report = useCurrentReport();
  const { user, storeId, platform, timeZone, dayStart = 0 } = useRouteContext({ from: '/_app' });
  if (!report) return { kind: 'blocked', element: null };
  if (storeId === null) {
    return {
      kind: 'blocked',
      element: (
        <div className="page">
          <ReportHead report={report} />
          <section className="panel panel--empty">
            <h2 className="panel__title">
              <Trans>No store selected</Trans>
            </h2>
            <p>
              <Trans>Choose one of your stores in the header to see its reports.</Trans>
            </p>
          </section>
        </div>
      ),
    };
  }
  return { kind: 'ready', report, userId: user.id, storeId, platform, timeZone, dayStart };
}
