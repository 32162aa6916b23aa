import { useFinishTest } from '@cabinet/api/assignments';
import type { Work } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { QuestionField } from './QuestionField';
import { StageHeading } from './StageHeading';
import { clearAnswers, readAnswers, writeAnswers } from './saved-answers';
import {
  type ChosenAnswers,
  answerInputs,
  answeredCount,
  fieldOf,
  fromFormValues,
  toFormValues,
  unansweredNumbers,
} from './test-rules';
import { useAfterWorkChange } from './use-test-work';

type TestQuestionsProps = {
  /** The work in progress, with the student's version of the questions. */
  work: Work;
  ids: { assignmentId: number; studentId: number; courseId: number };
  /** The signed-in user: the device keeps their answers apart from anyone else's. */
  userId: number;
  focus: boolean;
};

/**
 * The test being taken: each question a group of choices, the answers kept on the device at every
 * choice (a reload finds them), "Finish the test" (asking first when questions are unanswered),
 * then the score comes from the school. A refused finish keeps every answer.
 */
export function TestQuestions({ work, ids, userId, focus }: TestQuestionsProps) {
  const { t } = useTranslation('tests');
  const headingId = useId();
  const progressId = useId();
  const questions = work.questions;
  const key = useMemo(
    () => ({ userId, assignmentId: ids.assignmentId, studentId: ids.studentId }),
    [userId, ids.assignmentId, ids.studentId],
  );
  const [saved] = useState(() => toFormValues(readAnswers(key)));
  const { control, handleSubmit } = useForm<Record<string, number[]>>({ defaultValues: saved });
  const values = useWatch({ control });
  const answers: ChosenAnswers = useMemo(() => fromFormValues(values), [values]);
  const [confirming, setConfirming] = useState(false);
  const finish = useFinishTest({ request: { silent: true } });
  const afterChange = useAfterWorkChange();
  const answered = answeredCount(questions, answers);
  const missing = unansweredNumbers(questions, answers);

  useEffect(() => {
    if (!finish.isSuccess) writeAnswers(key, answers);
  }, [key, answers, finish.isSuccess]);

  const send = () =>
    finish.mutate(
      { ...ids, data: { answers: answerInputs(questions, answers) } },
      {
        onSuccess: async (answer) => {
          setConfirming(false);
          clearAnswers(key);
          await afterChange(answer, ids);
        },
      },
    );
  const submit = handleSubmit(() => {
    finish.reset();
    if (missing.length > 0) setConfirming(true);
    else send();
  });

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
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
          <Controller
            control={control}
            name={fieldOf(question.id)}
            render={({ field }) => (
              <QuestionField
                question={question}
                number={index + 1}
                total={questions.length}
                value={field.value ?? []}
                onChange={field.onChange}
                disabled={finish.isPending}
              />
            )}
          />
        </Fragment>
      ))}
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
