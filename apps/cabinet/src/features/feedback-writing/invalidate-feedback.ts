import {
  getGetFeedbackQueryKey,
  getListDosModuleFeedbackQueryKey,
  getListFeedbackGroupsQueryKey,
  getListModuleFeedbackQueryKey,
} from '@cabinet/api/feedback';
import type { ModuleFeedback } from '@cabinet/api/model';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a feedback changed: its page, its course's list and the director's lists read it again. */
export function useInvalidateFeedback() {
  const queryClient = useQueryClient();
  return useCallback(
    (feedback: Pick<ModuleFeedback, 'id' | 'course' | 'module'>) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetFeedbackQueryKey(feedback.id) }),
        queryClient.invalidateQueries({ queryKey: getListModuleFeedbackQueryKey(feedback.course.id) }),
        queryClient.invalidateQueries({ queryKey: getListFeedbackGroupsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListDosModuleFeedbackQueryKey(feedback.module.id) }),
      ]),
    [queryClient],
  );
}
