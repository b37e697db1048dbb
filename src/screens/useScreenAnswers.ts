import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportDefinition } from '../reports/definition';
import { reportScreenQueries } from '../reports/screenQueries';
import { shownAnswer } from '../reports/shownAnswer';
import { useReportFilters } from '../reports/useReportFilters';
import { useBackToLastAnswered } from './useBackToLastAnswered';

/**
 * A report screen's two reads, its table and its drawing (the chart, or the dashboard's pie; the table
 * itself when the report draws from it), under the filters of the URL. The previous filters' figures
 * stand in only while the new ones are on their way: offline, the screen says these filters need a
 * connection, with a way back to the last figures it had.
 */
export function useScreenAnswers(
  report: ReportDefinition,
  scope: { userId: number; storeId: number; timeZone: string | null },
  drawing: 'chart' | 'pie',
) {
  const { search, setFilters } = useReportFilters();
  const queries = reportScreenQueries(report, scope, search);
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
