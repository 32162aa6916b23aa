import { useGetCourseTask, useListCourseTaskWorks } from '@cabinet/api/course-tasks';
import type { CourseTask } from '@cabinet/api/model';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerMoment } from '../../shared/school-time';
import { FileLinks } from '../assignments/FileLinks';
import { PlainText, Section } from '../courses/parts';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** The task as its trainees read it: the description and files. */
export function CourseTaskAbout({ task }: { task: CourseTask }) {
  const { t } = useTranslation('courseTasks');
  return (
    <Section title={t('task.about')}>
      <PlainText text={task.description || t('task.noDescription')} />
      <FileLinks files={task.files} empty={t('task.noFiles')} />
    </Section>
  );
}

/**
 * A task's table for the tutor: every trainee with their work's status, grade, rounds and when
 * they last sent it, each opening the review of their work.
 */
export function CourseTaskTable({
  taskId,
  reviewHref,
}: {
  taskId: number;
  reviewHref: (traineeId: number) => string;
}) {
  const { t, i18n } = useTranslation('courseTasks');
  const language = languageOf(i18n.language);
  const task = useGetCourseTask(taskId);
  const works = useListCourseTaskWorks(taskId);
  return (
    <QueryContent query={[task, works]}>
      {([taskData, worksData]) => (
        <Stack spacing={3}>
          <CourseTaskAbout task={taskData.data} />
          <Section title={t('table.title')}>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {worksData.data.map((row) => {
                const name = nameIn(row.trainee, language);
                return (
                  <Paper component="li" key={row.trainee.id} variant="outlined" sx={{ p: 2 }}>
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1.5}
                      useFlexGap
                      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
                    >
                      <Link href={reviewHref(row.trainee.id)} sx={{ fontWeight: 600, minWidth: 180 }}>
                        {name}
                      </Link>
                      <StatusBadge vocabulary="assignedTask" value={row.status} />
                      {row.grade ? <StatusBadge vocabulary="traineeGrade" value={row.grade} /> : null}
                      <Typography variant="body2">{t('table.rounds', { count: row.rounds })}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {row.last_sent_at
                          ? t('table.lastSent', {
                              when: schoolAndViewerMoment(row.last_sent_at, language).school,
                            })
                          : t('table.neverSent')}
                      </Typography>
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </Section>
        </Stack>
      )}
    </QueryContent>
  );
}
