import {
  getGetCourseTaskWorkQueryKey,
  getListCourseTaskWorksQueryKey,
  getListCourseTasksQueryKey,
  getListTraineeCertificatesQueryKey,
} from '@cabinet/api/course-tasks';
import type { CourseTaskWork } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After a work changes: its page shows the school's answer at once, and the group's task list, the
 * task's table and the certificates (which follow the grades) read afresh.
 */
export function useWorkCache(courseId: number) {
  const queryClient = useQueryClient();
  return (work: CourseTaskWork) => {
    queryClient.setQueryData(getGetCourseTaskWorkQueryKey(work.task_id, work.trainee.id), { data: work });
    void queryClient.invalidateQueries({ queryKey: getListCourseTasksQueryKey(courseId) });
    void queryClient.invalidateQueries({ queryKey: getListCourseTaskWorksQueryKey(work.task_id) });
    void queryClient.invalidateQueries({ queryKey: getListTraineeCertificatesQueryKey(courseId) });
  };
}
