import { useAppointTest, useListAssignments } from '@cabinet/api/assignments';
import { useListLessons } from '@cabinet/api/lessons';
import type { Assignment } from '@cabinet/api/model';
import { TestAppointmentDialog } from '@cabinet/design-system/test-appointment-dialog';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { showToast } from '../../shared/toast-queue';
import { assignmentChanged } from './invalidate';

/**
 * Appoints the test to a lesson of the course: only upcoming or in-progress lessons
 * are offered, none at all says "cannot add a test…", and a second final test is refused; the
 * school's refusal (`no_lessons_for_test`, `lesson_not_editable`, `final_test_exists`) is shown
 * translated in the dialog.
 */
export function AppointTest({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignmentAuthoring');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const lessons = useListLessons(assignment.course_id, { per_page: 100 }, { query: { enabled: open } });
  const all = useListAssignments(assignment.course_id, undefined, { query: { enabled: open } });
  const appoint = useAppointTest({ request: { silent: true } });
  const finalTaken = (all.data?.data ?? []).some(
    (other) => other.test_type === 'final_test' && other.id !== assignment.id,
  );
  const close = () => {
    setOpen(false);
    appoint.reset();
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t(assignment.lesson ? 'appoint.change' : 'appoint.open')}
      </Button>
      <TestAppointmentDialog
        open={open && lessons.isSuccess && all.isSuccess}
        onClose={close}
        testKind={assignment.test_type ?? 'test'}
        courseHasFinalTest={finalTaken}
        lessons={(lessons.data?.data ?? []).map((lesson) => ({
          id: String(lesson.id),
          title: t('appoint.lesson', { number: lesson.number, topic: lesson.topic }),
          date: lesson.starts_at,
          // An unmarked past lesson is as closed to tests as a completed one.
          status: lesson.status === 'incomplete' ? 'completed' : lesson.status,
        }))}
        busy={appoint.isPending}
        error={appoint.error ? errorMessage(appoint.error) : undefined}
        onSubmit={(lessonId) =>
          appoint.mutate(
            { assignmentId: assignment.id, data: { lesson_id: Number(lessonId) } },
            {
              onSuccess: ({ data }) => {
                void assignmentChanged(queryClient, data);
                close();
                showToast(t('appoint.done', { number: data.lesson?.number }), 'success');
              },
            },
          )
        }
      />
      {open && (lessons.isError || all.isError) ? (
        <span role="alert">{errorMessage(lessons.error ?? all.error)}</span>
      ) : null}
    </>
  );
}
