import { useNavigate } from '@tanstack/react-router';
import type { FilterSearch } from '../filters/filterSearch';
import { restoredSearch, useLastAnswered } from '../reports/shownAnswer';

/**
 * The way back, offline, to the last filters this screen had figures for ("needs a connection" offers
 * it); undefined when it never had any.
 */
export function useBackToLastAnswered(search: FilterSearch, answered: boolean): (() => void) | undefined {
  const lastAnswered = useLastAnswered(search, answered);
  const navigate = useNavigate();
  return lastAnswered
    ? () =>
        void navigate({ to: '.', search: (current: FilterSearch) => restoredSearch(current, lastAnswered) })
    : undefined;
}
