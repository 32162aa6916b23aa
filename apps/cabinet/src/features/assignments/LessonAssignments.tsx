import { CardGrid } from '@cabinet/design-system/card-frame';
import { useListAssignments } from '@cabinet/api/assignments';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/use-now';
import { AssignmentCard } from './AssignmentCard';
import { QueryContent } from '../../shared/QueryContent';

type LessonAssignmentsProps = {
  courseId: number;
  lessonId: number;
  /** The child a parent follows; a student's and a teacher's view have none. */
  studentId?: number | undefined;
  taskHref: (assignmentId: number) => string;
  testHref: (assignmentId: number) => string;
};

/**
 * The tasks given at a lesson and the tests appointed to it, on the lesson's page: each card links
 * to the task or the test; the student (or a parent) sees their own status on each.
 */
export function LessonAssignments({
  courseId,
  lessonId,
  studentId,
  taskHref,
  testHref,
}: LessonAssignmentsProps) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  const now = useNow();
  const list = useListAssignments(courseId, {
    lesson_id: lessonId,
    ...(studentId === undefined ? {} : { student_id: studentId }),
  });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ m: 0 }}>
        {t('lesson.heading')}
      </Typography>
      <QueryContent query={list} empty={<Typography variant="body2">{t('lesson.none')}</Typography>}>
        {({ data }) => (
          <CardGrid>
            {data.map((assignment) => (
              <li key={assignment.id}>
                <AssignmentCard
                  assignment={assignment}
                  now={now}
                  headingLevel={4}
                  href={assignment.kind === 'task' ? taskHref(assignment.id) : testHref(assignment.id)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryContent>
    </Box>
  );
}
