import { getListCourseTasksQueryKey, getListTraineeCertificatesQueryKey } from '@cabinet/api/course-tasks';
import { useQueryClient } from '@tanstack/react-query';

/** Reads a group's tasks and certificates afresh after one of them changed. */
export function useListCourseTasksInvalidation(courseId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getListCourseTasksQueryKey(courseId) });
    void queryClient.invalidateQueries({ queryKey: getListTraineeCertificatesQueryKey(courseId) });
  };
}
