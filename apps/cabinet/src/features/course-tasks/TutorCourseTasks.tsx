import { useListCourseTasks } from '@cabinet/api/course-tasks';
import type { CourseTask, CourseTaskKind } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate } from '@cabinet/design-system/format';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KINDS } from './course-task-kinds';
import { TraineeCertificates } from './TraineeCertificates';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** Where a card leads; a substitute's cards have no link to set or edit a task. */
export type TutorTaskLinks = {
  create?: (kind: CourseTaskKind) => string;
  edit?: (task: CourseTask) => string;
  table: (task: CourseTask) => string;
};

function TaskCard({
  kind,
  task,
  links,
}: {
  kind: CourseTaskKind;
  task: CourseTask | undefined;
  links: TutorTaskLinks;
}) {
  const { t, i18n } = useTranslation('courseTasks');
  const titleId = useId();
  const language = languageOf(i18n.language);
  return (
    <CardFrame titleId={titleId}>
      <Typography variant="overline">{t(`kinds.${kind}`)}</Typography>
      {task ? (
        <>
          <CardTitle id={titleId} href={links.table(task)} level={2}>
            {task.title}
          </CardTitle>
          <Facts>
            <Fact label={t('task.deadline')}>
              {task.deadline ? formatDate(task.deadline, language) : t('task.noDeadline')}
            </Fact>
            <Fact label={t('task.waitingReview')}>{task.waiting_review}</Fact>
          </Facts>
          {links.edit ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
              <Button href={links.edit(task)} variant="outlined" size="small">
                {t('task.edit')}
                <Box component="span" sx={visuallyHidden}>{` ${t(`kinds.${kind}`)}`}</Box>
              </Button>
            </Stack>
          ) : null}
        </>
      ) : (
        <>
          <Typography id={titleId} component="h2" variant="h6">
            {t('task.notSet')}
          </Typography>
          {links.create ? (
            <Button
              href={links.create(kind)}
              variant="contained"
              size="small"
              sx={{ mt: 1.5, alignSelf: 'flex-start' }}
            >
              {t('task.create', { kind: t(`kinds.${kind}`) })}
            </Button>
          ) : null}
        </>
      )}
    </CardFrame>
  );
}

/**
 * A TYLT group's course tasks for its tutor: a card for each of the five kinds (set, or to set),
 * each opening the trainees' table, and the trainees' certificates by their grades. A substitute
 * (no links to set or edit) reads them, and is told who sets them.
 */
export function TutorCourseTasks({ courseId, links }: { courseId: number; links: TutorTaskLinks }) {
  const { t } = useTranslation('courseTasks');
  const query = useListCourseTasks(courseId);
  return (
    <QueryContent query={query}>
      {({ data: tasks }) => {
        const substitute = !links.create;
        return (
          <Stack spacing={4}>
            {substitute ? <Typography variant="body2">{t('task.substitute')}</Typography> : null}
            <CardGrid>
              {KINDS.map((kind) => (
                <li key={kind}>
                  <TaskCard kind={kind} task={tasks.find((task) => task.kind === kind)} links={links} />
                </li>
              ))}
            </CardGrid>
            <TraineeCertificates courseId={courseId} canIssue={!substitute} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
