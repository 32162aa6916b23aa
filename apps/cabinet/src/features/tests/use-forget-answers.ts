import { useEffect } from 'react';
import { clearAnswers } from './saved-answers';

type ForgetAnswers = {
  assignmentId: number;
  userId: number | undefined;
  studentId: number | undefined;
  /** The test can no longer be answered: finished, or past its deadline. */
  done: boolean;
};

/** Answers kept on the device for a test that can no longer be answered are removed. */
export function useForgetAnswers({ assignmentId, userId, studentId, done }: ForgetAnswers): void {
  useEffect(() => {
    if (done && userId !== undefined && studentId !== undefined)
      clearAnswers({ userId, assignmentId, studentId });
  }, [done, userId, studentId, assignmentId]);
}
