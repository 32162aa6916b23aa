import { getGetCourseFeedbackQueryKey, getListCourseFeedbackQueryKey } from '@cabinet/api/feedback';
import type { CourseFeedback } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a course feedback changed: it and its course's list are read again. */
export function useInvalidateCourseFeedback() {
  const queryClient = useQueryClient();
  return useCallback(
    (feedback: Pick<CourseFeedback, 'id' | 'course'>) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetCourseFeedbackQueryKey(feedback.id) }),
        queryClient.invalidateQueries({ queryKey: getListCourseFeedbackQueryKey(feedback.course.id) }),
      ]),
    [queryClient],
  );
}
