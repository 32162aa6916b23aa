import { useGetAssignment, useGetWork, useOpenWork } from '@cabinet/api/assignments';
import type { Work } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../session/use-current-user';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { type AnswerDone, TaskAnswerForm } from './TaskAnswerForm';
import { TaskDetails } from './TaskDetails';
import { WorkComments } from './WorkComments';
import { WorkView } from './WorkView';
import { workChanged } from './invalidate';

export type TaskPageProps = {
  assignmentId: number;
  /** The child a parent follows; a student reads their own work. */
  studentId?: number | undefined;
  /** A parent's view: everything shown, no action. */
  readOnly: boolean;
};

/**
 * An assigned task: the task, the student's work and its status. The student opens
 * it, writes the answer, attaches files, saves a draft and submits it for review, after which it
 * is locked; sees the teacher's comments; redoes it when it is returned for edits. A parent sees
 * the same without any action.
 */
export function TaskPage({ assignmentId, studentId, readOnly }: TaskPageProps) {
  const { t } = useTranslation('assignments');
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const workStudentId = studentId ?? user.data?.id;
  const params = studentId === undefined ? undefined : { student_id: studentId };
  const assignment = useGetAssignment(assignmentId, params);
  const work = useGetWork(assignmentId, workStudentId ?? 0, {
    query: { enabled: workStudentId !== undefined },
  });
  const open = useOpenWork({ request: { silent: true } });
  const opened = useRef(false);
  const [done, setDone] = useState<AnswerDone | null>(null);
  const courseId = assignment.data?.data.course_id;
  const status = work.data?.data.status;
  const canOpen = !readOnly && studentId === undefined && status === 'not_opened';

  useEffect(() => {
    if (!canOpen || opened.current || workStudentId === undefined || courseId === undefined) return;
    opened.current = true;
    open.mutate(
      { assignmentId, studentId: workStudentId },
      { onSuccess: ({ data }) => void workChanged(queryClient, courseId, data) },
    );
  }, [canOpen, assignmentId, workStudentId, courseId, open, queryClient]);

  if (user.isError && studentId === undefined)
    return <PageError error={user.error} onRetry={() => void user.refetch()} />;
  if (assignment.isError)
    return <PageError error={assignment.error} onRetry={() => void assignment.refetch()} />;
  if (work.isError) return <PageError error={work.error} onRetry={() => void work.refetch()} />;
  if (assignment.isPending || work.isPending || workStudentId === undefined) return <PageLoading />;

  const task = assignment.data.data;
  const current = work.data.data;
  const editable = !readOnly && task.kind === 'task' && current.can_edit && user.data !== undefined;
  const saved = (next: Work, what: AnswerDone) => {
    setDone(what);
    void workChanged(queryClient, task.course_id, next);
  };
  const lockedNote = readOnly ? 'readOnly' : current.status;
  const showNote = readOnly || !current.can_edit || current.status === 'need_edits';

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <TaskDetails assignment={task} status={current.status} studentId={workStudentId} />
      {task.kind !== 'task' ? <Alert severity="info">{t('task.notATask')}</Alert> : null}
      {showNote && hasNote(lockedNote) ? (
        <Alert severity={current.status === 'need_edits' && !readOnly ? 'warning' : 'info'}>
          {t(`locked.${lockedNote}`)}
        </Alert>
      ) : null}
      {current.score !== null && current.max_score !== null ? (
        <Typography sx={{ m: 0 }}>
          <Box component="span" sx={{ fontWeight: 500 }}>{`${t('task.result')}: `}</Box>
          {t('card.scoreValue', {
            score: current.score,
            max: current.max_score,
            percent: current.percent ?? 0,
          })}
          {current.grade ? `, ${t('card.grade', { grade: current.grade })}` : ''}
        </Typography>
      ) : null}
      {current.comments.length > 0 || current.status === 'need_edits' || current.status === 'completed' ? (
        <WorkComments comments={current.comments} />
      ) : null}
      <Box component="section" aria-labelledby="task-answer" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="task-answer" component="h3" variant="h6" sx={{ m: 0 }}>
          {t(readOnly ? 'answer.studentHeading' : 'answer.heading')}
        </Typography>
        {readOnly ? null : (
          <Box role="status">{done ? <Alert severity="success">{t(`answer.${done}`)}</Alert> : null}</Box>
        )}
        {editable && user.data ? (
          <TaskAnswerForm
            key={`${assignmentId}:${workStudentId}`}
            work={current}
            assignmentId={assignmentId}
            studentId={workStudentId}
            onSaved={saved}
          />
        ) : (
          <WorkView work={current} forParent={readOnly} />
        )}
      </Box>
    </Box>
  );
}

const NOTES = new Set([
  'sent',
  'need_review',
  'in_review',
  'completed',
  'missed',
  'test_missed',
  'incomplete',
  'need_edits',
  'readOnly',
]);
const hasNote = (note: string) => NOTES.has(note);
