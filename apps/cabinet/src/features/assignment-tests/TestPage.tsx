import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { AnswersReview } from './AnswersReview';
import { DeadlineCountdown } from './DeadlineCountdown';
import { OutsideTest } from './OutsideTest';
import { StartTest } from './StartTest';
import { TestFacts } from './TestFacts';
import { TestQuestions } from './TestQuestions';
import { TestResult } from './TestResult';
import { TestStatusNote } from './TestStatusNote';
import { type TestStage, isOpen, testStage } from './test-rules';
import { useAnswersLeftBehind } from './use-answers-left-behind';
import { useOpenOnView } from './use-open-on-view';
import { useTestWork } from './use-test-work';

export type TestPageProps = {
  assignmentId: number;
  /** The child, for a parent; a student reads their own work. */
  studentId?: number | undefined;
  /** A parent's view: the information and the result, never the actions. */
  readOnly: boolean;
};

/**
 * An assigned test: its information; on the platform the
 * student starts it, answers its questions and finishes it, then sees the score and whether it is
 * passed ("Sorry, you didn't pass the test!" below 60 %); a test outside the platform is shown as
 * information and its result once the teacher has set it. A parent sees the same, read-only.
 */
export function TestPage(props: TestPageProps) {
  // Another test (a retake, its original) is a page of its own: nothing carries over.
  return <TestPageBody key={`${props.assignmentId}:${props.studentId ?? ''}`} {...props} />;
}

function TestPageBody({ assignmentId, studentId, readOnly }: TestPageProps) {
  const { t, i18n } = useTranslation('tests');
  const titleId = useId();
  const data = useTestWork(assignmentId, studentId);
  const { assignment, work } = data;
  useOpenOnView({ assignment, work, studentId: data.studentId, readOnly });
  const stage = assignment && work ? testStage(assignment, work, readOnly) : null;
  const [initial, setInitial] = useState<TestStage | null>(null);
  if (initial === null && stage !== null) setInitial(stage);
  // A part that replaces another (the test started, finished) takes the focus with its heading.
  const focus = initial !== null && stage !== initial;
  const leftBehind = useAnswersLeftBehind({
    assignmentId,
    userId: data.userId,
    studentId: data.studentId,
    work,
    done: stage === 'result' || (stage === 'status' && work !== undefined && !isOpen(work.status)),
  });

  if (data.error) return <PageError error={data.error} onRetry={data.retry} />;
  if (!assignment || !work || data.studentId === undefined || stage === null) return <PageLoading />;
  const title = i18n.language === 'en' && assignment.title_en ? assignment.title_en : assignment.title;
  const ids = { assignmentId, studentId: data.studentId, courseId: assignment.course_id };
  const countdown = assignment.deadline !== null && isOpen(work.status);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {assignment.test_type ? <StatusBadge vocabulary="lessonType" value={assignment.test_type} /> : null}
          <StatusBadge vocabulary="assignedTask" value={work.status} />
        </Stack>
        <Typography id={titleId} component="h2" variant="h5" sx={{ m: 0 }}>
          {title}
        </Typography>
        {assignment.description ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{assignment.description}</Typography>
        ) : null}
      </Stack>
      <TestFacts assignment={assignment} />
      {countdown && assignment.deadline ? (
        <DeadlineCountdown deadline={assignment.deadline} onExpire={() => void data.refetchWork()} />
      ) : null}
      {stage === 'outside' ? (
        <OutsideTest assignment={assignment} work={work} readOnly={readOnly} studentId={studentId} />
      ) : null}
      {stage === 'start' ? <StartTest assignment={assignment} ids={ids} focus={focus} /> : null}
      {stage === 'taking' && data.userId !== undefined ? (
        <TestQuestions
          work={work}
          ids={ids}
          userId={data.userId}
          focus={focus}
          onClosed={() => void data.refetchWork()}
        />
      ) : null}
      {leftBehind > 0 ? <Alert severity="warning">{t('leftBehind', { count: leftBehind })}</Alert> : null}
      {stage === 'result' ? (
        <>
          <TestResult
            assignment={assignment}
            work={work}
            readOnly={readOnly}
            studentId={studentId}
            focus={focus}
          />
          {work.questions.length > 0 ? <AnswersReview work={work} readOnly={readOnly} /> : null}
        </>
      ) : null}
      {stage === 'status' ? <TestStatusNote status={work.status} focus={focus} /> : null}
      {stage === 'taking' && data.userId === undefined ? <PageLoading /> : null}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('passMark')}
      </Typography>
    </Box>
  );
}
