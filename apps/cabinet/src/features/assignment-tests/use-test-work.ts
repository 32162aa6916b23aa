import {
  getGetAssignmentQueryKey,
  getGetWorkQueryKey,
  getListAssignmentsQueryKey,
  useGetAssignment,
  useGetWork,
} from '@cabinet/api/assignments';
import type { WorkEnvelope } from '@cabinet/api/model';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../../session/use-current-user';

/**
 * The test and the student's work on it: a parent names the child (`studentId`), a student reads
 * their own (the signed-in user). `userId` keys the answers kept in the browser.
 */
export function useTestWork(assignmentId: number, studentId: number | undefined) {
  const user = useCurrentUser();
  const ownerId = studentId ?? user.data?.id;
  const assignment = useGetAssignment(
    assignmentId,
    studentId === undefined ? undefined : { student_id: studentId },
    { query: { select: (answer) => answer.data } },
  );
  const work = useGetWork(assignmentId, ownerId ?? 0, {
    query: { enabled: ownerId !== undefined, select: (answer) => answer.data },
  });
  // A read again that failed (the connection dropped at the deadline) keeps the page as it was:
  // the answers wait on the device; only a page that never loaded shows the error.
  const failed = [user, assignment, work].find((query) => query.isError && query.data === undefined);
  const retry = useCallback(() => {
    if (user.isError) void user.refetch();
    void assignment.refetch();
    if (ownerId !== undefined) void work.refetch();
  }, [user, assignment, work, ownerId]);
  return {
    assignment: assignment.data,
    work: work.data,
    userId: user.data?.id,
    studentId: ownerId,
    error: failed?.error ?? null,
    retry,
    refetchWork: work.refetch,
  };
}

/**
 * After the student opened, started or finished the test: the work answered by the call is put in
 * place, and the test and the course's list of tasks are read again (their statuses changed).
 */
export async function afterWorkChange(
  queryClient: QueryClient,
  answer: WorkEnvelope,
  ids: { assignmentId: number; studentId: number; courseId: number },
): Promise<void> {
  queryClient.setQueryData(getGetWorkQueryKey(ids.assignmentId, ids.studentId), answer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetAssignmentQueryKey(ids.assignmentId) }),
    queryClient.invalidateQueries({ queryKey: getListAssignmentsQueryKey(ids.courseId) }),
  ]);
}

export const useAfterWorkChange = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: WorkEnvelope, ids: { assignmentId: number; studentId: number; courseId: number }) =>
      afterWorkChange(queryClient, answer, ids),
    [queryClient],
  );
};
