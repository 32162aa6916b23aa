import { useOpenWork } from '@cabinet/api/assignments';
import type { Assignment, Work } from '@cabinet/api/model';
import { useEffect, useRef } from 'react';
import { useAfterWorkChange } from './use-test-work';

type OpenOnView = {
  assignment: Assignment | undefined;
  work: Work | undefined;
  studentId: number | undefined;
  readOnly: boolean;
};

/**
 * The student looking at a test not opened yet opens it (not opened → not written),
 * once; a parent's look changes nothing. A failed call is silent: the page works without it.
 */
export function useOpenOnView({ assignment, work, studentId, readOnly }: OpenOnView): void {
  const open = useOpenWork({ request: { silent: true } });
  const afterChange = useAfterWorkChange();
  const asked = useRef(false);
  const { mutate } = open;
  const shouldOpen = !readOnly && work?.status === 'not_opened' && assignment !== undefined;
  const courseId = assignment?.course_id;
  const assignmentId = assignment?.id;
  useEffect(() => {
    if (!shouldOpen || asked.current || studentId === undefined || !courseId || !assignmentId) return;
    asked.current = true;
    mutate(
      { assignmentId, studentId },
      { onSuccess: (answer) => void afterChange(answer, { assignmentId, studentId, courseId }) },
    );
  }, [shouldOpen, studentId, courseId, assignmentId, mutate, afterChange]);
}
