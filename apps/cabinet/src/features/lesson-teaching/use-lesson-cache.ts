import { getGetCourseQueryKey } from '@cabinet/api/courses';
import { getGetLessonQueryKey, getListLessonsQueryKey } from '@cabinet/api/lessons';
import type { Lesson } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';

/**
 * After the teacher changes a lesson: the page shows the server's answer at once, and the
 * course's schedule (statuses, attendance) and the course itself (lessons done) read afresh.
 */
export function useLessonCache() {
  const queryClient = useQueryClient();
  return (lesson: Lesson) => {
    queryClient.setQueryData(getGetLessonQueryKey(lesson.id), { data: lesson });
    void queryClient.invalidateQueries({ queryKey: getListLessonsQueryKey(lesson.course_id) });
    void queryClient.invalidateQueries({ queryKey: getGetCourseQueryKey(lesson.course_id) });
  };
}
