import { useGetCourseSummary } from '@cabinet/api/courses';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress, Section } from '../courses/parts';
import { GroupCertificates } from '../certificate-issuing/GroupCertificates';
import { StudentSummaryCard } from './StudentSummaryCard';
import type { TeachingView } from '../../shared/course-view';
import { changesCourse } from '../../shared/course-view-hrefs';
import { QueryContent } from '../../shared/QueryContent';

/**
 * A teacher's course summary: the course's progress and a card per student (attendance, tasks,
 * each module's tests, the final test); for a group, the group's certificates below it.
 */
export function TeacherCourseSummary({ view, courseId }: { view: TeachingView; courseId: number }) {
  const { t } = useTranslation('teaching');
  const { t: courses } = useTranslation('courses');
  const studentsId = useId();
  const query = useGetCourseSummary(courseId);
  return (
    <QueryContent query={query}>
      {({ data: summary }) => (
        <Stack spacing={4}>
          <Box sx={{ maxWidth: 520 }}>
            <Section title={courses('summary.progress')}>
              <Stack spacing={1} sx={{ typography: 'body2' }}>
                <div>
                  <StatusBadge vocabulary="course" value={summary.status} />
                </div>
                <Progress done={summary.lessons_completed} total={summary.lessons_total} />
              </Stack>
            </Section>
          </Box>
          <Box component="section" aria-labelledby={studentsId}>
            <Typography id={studentsId} component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('summary.students')}
            </Typography>
            {summary.students.length === 0 ? (
              <Typography variant="body2">{t('summary.noStudents')}</Typography>
            ) : (
              <CardGrid>
                {summary.students.map((row) => (
                  <StudentSummaryCard key={row.student.id} row={row} />
                ))}
              </CardGrid>
            )}
          </Box>
          {view.kind === 'group' && changesCourse(view) ? <GroupCertificates courseId={courseId} /> : null}
        </Stack>
      )}
    </QueryContent>
  );
}
