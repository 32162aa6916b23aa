import { useAnswerVideoTask } from '@cabinet/api/video-courses';
import type { VideoTaskQuestion, VideoTaskResult } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup } from '../../shared/ChoiceRadioGroup';
import { errorMessage } from '../../shared/error-message';
import { inLanguage } from './in-language';

type TaskValues = Record<string, string>;

type VideoTaskFormProps = {
  courseId: number;
  videoId: number;
  questions: readonly VideoTaskQuestion[];
  /** Right answers of the last try, when there was one. */
  lastCorrect: number | null;
  onAnswered: (result: VideoTaskResult) => void;
};

const field = (questionId: number) => `q${questionId}`;

/**
 * The task after a video: one choice per question. The last try counts and may be retaken; a
 * refused try keeps the choices and says why.
 */
export function VideoTaskForm({ courseId, videoId, questions, lastCorrect, onAnswered }: VideoTaskFormProps) {
  const { t, i18n } = useTranslation('videoCourses');
  const answer = useAnswerVideoTask({ request: { silent: true } });
  const { control, handleSubmit } = useForm<TaskValues>({
    defaultValues: Object.fromEntries(questions.map((question) => [field(question.id), ''])),
  });
  const submit = handleSubmit(async (values) => {
    const answers = questions.map((question) => ({
      question_id: question.id,
      option_id: Number(values[field(question.id)]),
    }));
    const result = await answer.mutateAsync({ videoCourseId: courseId, videoId, data: { answers } });
    onAnswered(result.data);
  });
  const result = answer.data?.data;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      aria-labelledby={`task-${videoId}`}
    >
      <Typography id={`task-${videoId}`} component="h3" variant="h6">
        {t('task.title')}
      </Typography>
      {lastCorrect !== null && !result ? (
        <Typography variant="body2" color="textSecondary">
          {t('task.lastTry', { correct: lastCorrect, total: questions.length })}
        </Typography>
      ) : null}
      {questions.map((question, index) => (
        <Controller
          key={question.id}
          name={field(question.id)}
          control={control}
          rules={{ required: t('task.choose') }}
          render={({ field: input, fieldState }) => (
            <ChoiceRadioGroup
              name={input.name}
              label={`${index + 1}. ${inLanguage(question.text, question.text_en, i18n.language)}`}
              value={input.value ?? ''}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={fieldState.error?.message}
              options={question.options.map((option) => ({
                value: String(option.id),
                label: inLanguage(option.text, option.text_en, i18n.language),
              }))}
            />
          )}
        />
      ))}
      {answer.isError ? <Alert severity="error">{errorMessage(answer.error)}</Alert> : null}
      {result ? (
        <Alert
          severity={
            result.correct * 100 >= result.certificate.pass_percent * result.total ? 'success' : 'info'
          }
        >
          {t('task.result', { correct: result.correct, total: result.total })}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={answer.isPending}>
          {lastCorrect !== null || result ? t('task.retake') : t('task.send')}
        </Button>
      </Box>
    </Stack>
  );
}
