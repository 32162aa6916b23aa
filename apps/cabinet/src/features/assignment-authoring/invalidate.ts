import {
  getGetAssignmentQueryKey,
  getListAssignmentWorkQueryKey,
  getListAssignmentsQueryKey,
} from '@cabinet/api/assignments';
import type { Assignment } from '@cabinet/api/model';
import type { QueryClient } from '@tanstack/react-query';

/** After the school answers with the assignment: it is on screen at once, and its lists read again. */
export function assignmentChanged(queryClient: QueryClient, assignment: Assignment): Promise<unknown> {
  queryClient.setQueryData(getGetAssignmentQueryKey(assignment.id), { data: assignment });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListAssignmentsQueryKey(assignment.course_id) }),
    queryClient.invalidateQueries({ queryKey: getListAssignmentWorkQueryKey(assignment.id) }),
  ]);
}
