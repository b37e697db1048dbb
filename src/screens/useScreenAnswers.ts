import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from '../reports/definition';
import type { ReportScope } from '../reports/reportRequest';
import { reportScreenQueries } from '../reports/screenQueries';
import { shownAnswer } from '../reports/shownAnswer';
import { useReportFilters } from '../reports/useReportFilters';
import { useStoreDayStart } from '../session/storeDay';
import { useBackToLastAnswered } from './useBackToLastAnswered';

/**
 * A report screen's two reads, its table and its drawing (the chart, or the dashboard's pie; the table
 * itself when the report draws from it), under the filters of the URL. The previous filters' figures
 * stand in only while the new ones are on their way: offline, the screen says these filters need a
 * connection, with a way back to the last figures it had.
 */
export function useScreenAnswers(report: ReportDefinition, scope: ReportScope, drawing: 'chart' | 'pie') {
  const { search, setFilters } = useReportFilters();
  // The store's business days, from the session when the screen does not name them.
  const storeDayStart = useStoreDayStart();
  const dayStart = scope.dayStart ?? storeDayStart;
  const queries = reportScreenQueries(report, { ...scope, dayStart }, search);
  const table = useQuery({ ...queries.table, placeholderData: keepPreviousData });
  const drawn = useQuery({ ...(queries[drawing] ?? queries.table), placeholderData: keepPreviousData });
  const backToLastAnswered = useBackToLastAnswered(
    search,
    table.data !== undefined && !table.isPlaceholderData,
  );
  return {
    search,
    setFilters,
    table,
    drawn,
    shown: shownAnswer(table),
    shownDrawn: shownAnswer(drawn),
    backToLastAnswered,
  };
}
