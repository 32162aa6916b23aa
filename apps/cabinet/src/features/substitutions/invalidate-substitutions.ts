import { getListCalendarEventsQueryKey } from '@cabinet/api/calendar';
import { getListSubstitutionsQueryKey } from '@cabinet/api/substitutions';
import type { QueryClient } from '@tanstack/react-query';

/** After a request changes: every list of requests and the calendar (a lesson may change hands). */
export const invalidateSubstitutions = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: getListSubstitutionsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getListCalendarEventsQueryKey() }),
  ]);
