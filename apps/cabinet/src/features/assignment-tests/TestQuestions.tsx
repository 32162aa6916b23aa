import { useFinishTest } from '@cabinet/api/assignments';
import { ApiError } from '@cabinet/api/http';
import type { Work } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Fragment, type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { QuestionField } from './QuestionField';
import { StageHeading } from './StageHeading';
import { testOutbox } from './test-outbox';
import { answerInputs, answeredCount, unansweredNumbers } from './test-rules';
import { useTestAnswers } from './use-test-answers';
import { useAfterWorkChange } from './use-test-work';

type TestQuestionsProps = {
  /** The work in progress, with the student's version of the questions and the answers saved. */
  work: Work;
  ids: { assignmentId: number; studentId: number; courseId: number };
  /** The signed-in user: the device keeps their answers apart from anyone else's. */
  userId: number;
  focus: boolean;
  /** The school says the test can no longer be answered (its deadline): the page reads it again. */
  onClosed: () => void;
};

/**
 * The test being taken: each question a group of choices, each answer saved to the school as it
 * is given and kept on the device until the school has it (its state under the question), "Finish
 * the test" (asking first when questions are unanswered), then the score comes from the school. A
 * refused finish keeps every answer; past the deadline the page shows what the school counted.
 */
export function TestQuestions({ work, ids, userId, focus, onClosed }: TestQuestionsProps) {
  const { t } = useTranslation('tests');
  const headingId = useId();
  const progressId = useId();
  const questions = work.questions;
  const key = useMemo(
    () => ({ userId, assignmentId: ids.assignmentId, studentId: ids.studentId }),
    [userId, ids.assignmentId, ids.studentId],
  );
  const [confirming, setConfirming] = useState(false);
  const finish = useFinishTest({ request: { silent: true } });
  const afterChange = useAfterWorkChange();
  const saving = useTestAnswers({ key, work, active: !finish.isSuccess, onStopped: onClosed });
  const { answers } = saving;
  const answered = answeredCount(questions, answers);
  const missing = unansweredNumbers(questions, answers);
  // Answers the school has not confirmed and that are not on their way now (no connection).
  const waiting = Object.values(saving.states).filter((state) => state === 'pending').length;

  const send = () =>
    finish.mutate(
      { ...ids, data: { answers: answerInputs(questions, answers, saving.revisions) } },
      {
        onSuccess: async (answer) => {
          setConfirming(false);
          // The school holds every answer now: the device's copy goes.
          testOutbox.clear(key);
          await afterChange(answer, ids);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'time_is_up') onClosed();
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish.reset();
    if (missing.length > 0) setConfirming(true);
    else send();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}
    >
      <StageHeading id={headingId} focus={focus}>
        {t('questions.heading')}
      </StageHeading>
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <Typography id={progressId} variant="body2">
          {t('questions.progress', { answered, total: questions.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={questions.length ? (answered / questions.length) * 100 : 0}
          aria-labelledby={progressId}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('questions.kept')}
        </Typography>
      </Box>
      {questions.map((question, index) => (
        <Fragment key={question.id}>
          {index > 0 ? <Divider /> : null}
          <QuestionField
            question={question}
            number={index + 1}
            total={questions.length}
            value={answers[String(question.id)] ?? []}
            state={saving.states[question.id]}
            onChange={(optionIds) => saving.choose(question.id, optionIds)}
            disabled={finish.isPending}
          />
        </Fragment>
      ))}
      <Typography
        role="status"
        variant="body2"
        sx={(theme) => ({ color: theme.palette.status.warning.fg, minHeight: '1.5em' })}
      >
        {waiting > 0 ? t('questions.waiting', { count: waiting }) : ''}
      </Typography>
      {finish.isError && !confirming ? (
        <Alert severity="error">
          {errorMessage(finish.error)} {t('questions.keptAfterError')}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={finish.isPending && !confirming}>
          {t('questions.finish')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('questions.confirmTitle')}
        text={t('questions.confirmText', { count: missing.length, list: missing.join(', ') })}
        confirmLabel={t('questions.confirm')}
        cancelLabel={t('questions.keepAnswering')}
        busy={finish.isPending}
        error={finish.isError ? errorMessage(finish.error) : undefined}
        onConfirm={send}
        onClose={() => {
          setConfirming(false);
          finish.reset();
        }}
      />
    </Box>
  );
}
