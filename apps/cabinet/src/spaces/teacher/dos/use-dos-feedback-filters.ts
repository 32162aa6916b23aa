import { useListFeedbackGroups } from '@cabinet/api/feedback';
import type { FeedbackGroupRow } from '@cabinet/api/model';
import { useSearchParams } from 'react-router-dom';
import { type DosFilters, readFilters, writeFilters } from './dos-filters';

/**
 * The filters' choices come from the module feedback rows (a school has a few hundred modules
 * under way at most); the course feedback is written on the same courses.
 */
const ALL_ROWS = 100;

/**
 * The director's feedback lists' filters (program, teacher, course kind, status among `statuses`):
 * read from the address, written back to it, and the rows their choices come from.
 */
export function useDosFeedbackFilters<Status extends string>(statuses: readonly Status[]) {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search, statuses);
  const all = useListFeedbackGroups({ per_page: ALL_ROWS });
  return {
    filters,
    filtered: Boolean(filters.program || filters.teacher || filters.type || filters.status),
    /** Every module row, with those the page shows (which may lie past the first hundred). */
    choicesFrom: (shown: readonly FeedbackGroupRow[] = []) => [...(all.data?.data ?? []), ...shown],
    /** A change of one filter; the list goes back to its first page. */
    change: (next: Partial<DosFilters<Status>>) => setSearch(writeFilters({ ...filters, page: 1, ...next })),
    goToPage: (page: number) => setSearch(writeFilters({ ...filters, page })),
    reset: () => setSearch(new URLSearchParams()),
  };
}
