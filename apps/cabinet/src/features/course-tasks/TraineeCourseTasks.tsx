import { useListCourseTasks, useListTraineeCertificates } from '@cabinet/api/course-tasks';
import type { CourseTask } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { formatDate } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../courses/parts';
import { DownloadTraineeCertificate } from './DownloadTraineeCertificate';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

function TaskCard({ task, href }: { task: CourseTask; href: string }) {
  const { t, i18n } = useTranslation('courseTasks');
  const titleId = useId();
  return (
    <CardFrame titleId={titleId}>
      <Typography variant="overline">{t(`kinds.${task.kind}`)}</Typography>
      <CardTitle id={titleId} href={href} level={2}>
        {task.title}
      </CardTitle>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {task.my_work ? <StatusBadge vocabulary="assignedTask" value={task.my_work.status} /> : null}
        {task.my_work?.grade ? <StatusBadge vocabulary="traineeGrade" value={task.my_work.grade} /> : null}
      </Stack>
      {task.deadline ? (
        <Typography variant="body2">
          {t('work.deadline', { date: formatDate(task.deadline, languageOf(i18n.language)) })}
        </Typography>
      ) : null}
    </CardFrame>
  );
}

/** The trainee's own certificate line: waiting until the tutor issues it, then its type. */
function OwnCertificate({ courseId }: { courseId: number }) {
  const { t } = useTranslation('courseTasks');
  const query = useListTraineeCertificates(courseId);
  const line = query.data?.data[0];
  if (!line) return null;
  return (
    <Section title={t('certificates.own')}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <StatusBadge vocabulary="certificateStatus" value={line.status} />
        <Typography variant="body2">
          {line.type
            ? t('certificates.issued', { type: t(`certificates.types.${line.type}`) })
            : t('certificates.waitingOwn')}
        </Typography>
      </Stack>
      {line.status === 'received' ? (
        <DownloadTraineeCertificate courseId={courseId} traineeId={line.trainee.id} />
      ) : null}
    </Section>
  );
}

/** A TYLT group's course tasks as the trainee sees them: each with their own status and grade, and their certificate. */
export function TraineeCourseTasks({
  courseId,
  taskHref,
}: {
  courseId: number;
  taskHref: (task: CourseTask) => string;
}) {
  const { t } = useTranslation('courseTasks');
  const query = useListCourseTasks(courseId);
  return (
    <QueryContent
      query={query}
      empty={<EmptyState title={t('trainee.emptyTitle')} text={t('trainee.emptyText')} headingLevel="h2" />}
    >
      {({ data: tasks }) => {
        return (
          <Stack spacing={4}>
            <CardGrid>
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskCard task={task} href={taskHref(task)} />
                </li>
              ))}
            </CardGrid>
            <OwnCertificate courseId={courseId} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
