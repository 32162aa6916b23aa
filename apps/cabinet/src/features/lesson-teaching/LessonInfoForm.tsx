import { instantOfWallClock, wallClockOf } from '@cabinet/api/time';
import { useUpdateLesson } from '@cabinet/api/lessons';
import type { FileRef, Lesson, UpdateLessonBody } from '@cabinet/api/model';
import { TextInput } from '@cabinet/design-system/text-input';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { AnswerFiles } from '../assignments/AnswerFiles';
import { Section } from '../courses/parts';
import {
  LESSON_TEXT_MAX_LENGTH,
  MAX_LESSON_FILES,
  canMoveTestDate,
  infoFieldOfError,
  isWebAddress,
} from './lesson-rules';
import { useLessonCache } from './use-lesson-cache';

type InfoValues = {
  classwork: string;
  homework: string;
  recording_url: string;
  files: FileRef[];
  starts_at: string;
};

const valuesOf = (lesson: Lesson): InfoValues => ({
  classwork: lesson.classwork,
  homework: lesson.homework,
  recording_url: lesson.recording_url ?? '',
  files: lesson.files,
  starts_at: wallClockOf(lesson.starts_at),
});

/**
 * The lesson's information the teacher fills in (updateLesson): classwork, homework, the recording
 * link, up to 10 files, and the test date on a test lesson that is upcoming or in progress. A
 * failed save keeps everything typed and shows the reason under its field.
 */
export function LessonInfoForm({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessonTeaching');
  const update = useUpdateLesson({ request: { silent: true } });
  const remember = useLessonCache();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const filesMessageId = useId();
  const movable = canMoveTestDate(lesson.type, lesson.status);
  const form = useForm<InfoValues>({ defaultValues: valuesOf(lesson) });
  const { control, handleSubmit, reset, setError, formState } = form;
  const draft = useFormDraft({ form, name: 'lessonInfo', record: lesson.id });

  const submit = handleSubmit(async (values) => {
    setProblem(undefined);
    setDone('');
    const data: UpdateLessonBody = {
      classwork: values.classwork,
      homework: values.homework,
      recording_url: values.recording_url.trim() || null,
      file_ids: values.files.map((file) => file.id),
    };
    if (movable && formState.dirtyFields.starts_at) {
      const startsAt = instantOfWallClock(values.starts_at);
      if (startsAt) data.starts_at = startsAt;
    }
    try {
      const answer = await update.mutateAsync({ lessonId: lesson.id, data });
      remember(answer.data);
      reset(valuesOf(answer.data));
      draft.clear();
      setDone(t('info.saved'));
    } catch (error) {
      const field = infoFieldOfError(error);
      const message =
        field === 'file_ids' && (error as { code?: string }).code === 'too_many_files'
          ? t('info.tooManyFiles', { max: MAX_LESSON_FILES })
          : errorMessage(error);
      if (field === 'file_ids') setError('files', { type: 'server', message });
      else if (field === 'starts_at' && movable)
        setError('starts_at', { type: 'server', message }, { shouldFocus: true });
      else if (field && field !== 'starts_at')
        setError(field, { type: 'server', message }, { shouldFocus: true });
      else setProblem(message);
    }
  });

  const textRules = {
    maxLength: { value: LESSON_TEXT_MAX_LENGTH, message: t('info.tooLong', { max: LESSON_TEXT_MAX_LENGTH }) },
  };

  return (
    <Section title={t('info.title')}>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitting} />
      <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)}>
        <DraftNotice draft={draft} />
        <Controller
          control={control}
          name="classwork"
          rules={textRules}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('info.classwork')}
              multiline
              minRows={3}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="homework"
          rules={textRules}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('info.homework')}
              multiline
              minRows={3}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="recording_url"
          rules={{
            validate: (value) => !value.trim() || isWebAddress(value.trim()) || t('info.recordingInvalid'),
          }}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              type="url"
              inputMode="url"
              label={t('info.recording')}
              hint={t('info.recordingHint')}
              error={fieldState.error?.message}
            />
          )}
        />
        {movable ? (
          <Controller
            control={control}
            name="starts_at"
            rules={{ validate: (value) => instantOfWallClock(value) !== null || t('info.testDateInvalid') }}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="datetime-local"
                label={t('info.testDate')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('info.testDateHint')}
                slotProps={{
                  inputLabel: { shrink: true },
                  formHelperText: { role: fieldState.error ? 'alert' : undefined },
                }}
                sx={{ mb: 2 }}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="files"
          rules={{
            validate: (files) =>
              files.length <= MAX_LESSON_FILES || t('info.tooManyFiles', { max: MAX_LESSON_FILES }),
          }}
          render={({ field, fieldState }) => (
            <Stack spacing={1} aria-describedby={fieldState.error ? filesMessageId : undefined}>
              <AnswerFiles value={field.value} onChange={field.onChange} />
              {fieldState.error ? (
                <FormHelperText id={filesMessageId} error role="alert">
                  {fieldState.error.message}
                </FormHelperText>
              ) : null}
            </Stack>
          )}
        />
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Stack
          direction="row"
          useFlexGap
          spacing={1.5}
          sx={{ flexWrap: 'wrap', alignItems: 'center', pt: 1 }}
        >
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('info.save')}
          </Button>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            {done}
          </Typography>
        </Stack>
      </Stack>
    </Section>
  );
}
