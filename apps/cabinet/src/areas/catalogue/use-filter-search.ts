import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type FilterKey, readFilters, withFilter } from './filters';

/**
 * The catalogue's filters and page, read from the address, and a change of one filter. A change
 * builds on the last address set, even before the page renders with it: a navigation may still be
 * rendering when a second filter is chosen, and must not undo the first. The address the router
 * shows takes over whenever it changes (a link, the back button).
 */
export function useFilterSearch() {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const change = (key: FilterKey, value: string) => {
    latest.current = withFilter(readFilters(latest.current).filters, key, value);
    setSearch(latest.current);
  };
  return { ...readFilters(search), change };
}
