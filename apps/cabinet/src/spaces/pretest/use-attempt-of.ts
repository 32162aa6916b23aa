import { useGetPretestAttempt } from '@cabinet/api/pretests';

/** The attempt of a test once its id is known (the intro's latest attempt). */
export const useAttemptOf = (attemptId: number | undefined) =>
  useGetPretestAttempt(attemptId ?? 0, { query: { enabled: attemptId !== undefined } });
