import type { Assignment } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Students whose work is not opened or not written yet: the ones an edit after publishing reaches. */
export const reachableStudents = (assignment: Assignment): number =>
  (assignment.status_counts?.not_opened ?? 0) + (assignment.status_counts?.not_written ?? 0);

/**
 * An edit after publishing reaches only the students who have not written anything yet; this is
 * said before saving, with the number of students it reaches now.
 */
export function EditReachNotice({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignmentAuthoring');
  return (
    <Alert severity="warning" role="note">
      {t('form.publishedNotice', { count: reachableStudents(assignment) })}
    </Alert>
  );
}
