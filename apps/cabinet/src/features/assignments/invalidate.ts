import {
  getGetAssignmentQueryKey,
  getGetWorkQueryKey,
  getListAssignmentsQueryKey,
} from '@cabinet/api/assignments';
import type { Work } from '@cabinet/api/model';
import type { QueryClient } from '@tanstack/react-query';

/** After the school answers with the work: it is on screen at once, and the lists read it again. */
export function workChanged(queryClient: QueryClient, courseId: number, work: Work): Promise<unknown> {
  queryClient.setQueryData(getGetWorkQueryKey(work.assignment_id, work.student.id), { data: work });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListAssignmentsQueryKey(courseId) }),
    queryClient.invalidateQueries({ queryKey: getGetAssignmentQueryKey(work.assignment_id) }),
  ]);
}
