import { useGetCourseTask, useGetCourseTaskWork } from '@cabinet/api/course-tasks';
import type { CourseTask, CourseTaskWork } from '@cabinet/api/model';
import { formatDate } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CourseTaskAbout } from './CourseTaskTable';
import { CourseTaskDraftForm } from './CourseTaskDraftForm';
import { WorkRounds } from './WorkRounds';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

function Status({ task, work }: { task: CourseTask; work: CourseTaskWork }) {
  const { t, i18n } = useTranslation('courseTasks');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">{t('work.status')}</Typography>
        <StatusBadge vocabulary="assignedTask" value={work.status} />
        {work.grade ? <StatusBadge vocabulary="traineeGrade" value={work.grade} /> : null}
      </Stack>
      {task.deadline ? (
        <Typography variant="body2">
          {t('work.deadline', { date: formatDate(task.deadline, languageOf(i18n.language)) })}
        </Typography>
      ) : null}
      {work.status === 'need_review' ? <Typography variant="body2">{t('work.sentNote')}</Typography> : null}
    </Stack>
  );
}

/** A course task as the trainee does it: the task, their next round (while they may write), every round with the tutor's comments. */
export function TraineeCourseTask({
  courseId,
  taskId,
  traineeId,
}: {
  courseId: number;
  taskId: number;
  traineeId: number;
}) {
  const task = useGetCourseTask(taskId);
  const work = useGetCourseTaskWork(taskId, traineeId);
  return (
    <QueryContent query={[task, work]}>
      {([taskData, workData]) => {
        const current = workData.data;
        return (
          <Stack spacing={3}>
            <Status task={taskData.data} work={current} />
            <CourseTaskAbout task={taskData.data} />
            {current.can_edit ? (
              <CourseTaskDraftForm
                key={`${current.status}-${current.rounds.length}`}
                courseId={courseId}
                work={current}
              />
            ) : null}
            <WorkRounds work={current} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
