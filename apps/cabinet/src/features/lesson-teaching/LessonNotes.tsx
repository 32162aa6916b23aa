import { useUpdateLesson } from '@cabinet/api/lessons';
import type { Lesson } from '@cabinet/api/model';
import { TextInput } from '@cabinet/design-system/text-input';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { Section } from '../courses/parts';
import { LESSON_TEXT_MAX_LENGTH } from './lesson-rules';
import { useLessonCache } from './use-lesson-cache';

/**
 * The teacher's private notes on the lesson (updateLesson `notes`; students and parents never
 * read them): saved with a clear result, kept as typed when the save fails, and leaving with
 * unsaved notes asks first.
 */
export function LessonNotes({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessonTeaching');
  const update = useUpdateLesson({ request: { silent: true } });
  const remember = useLessonCache();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const form = useForm({ defaultValues: { notes: lesson.notes ?? '' } });
  const { control, handleSubmit, reset, formState } = form;
  const draft = useFormDraft({ form, name: 'lessonNotes', record: lesson.id });
  const notes = useWatch({ control, name: 'notes' });

  const submit = handleSubmit(async (values) => {
    setProblem(undefined);
    setDone('');
    try {
      const answer = await update.mutateAsync({ lessonId: lesson.id, data: { notes: values.notes } });
      remember(answer.data);
      reset({ notes: answer.data.notes ?? '' });
      draft.clear();
      setDone(t('notes.saved'));
    } catch (error) {
      setProblem(t('notes.failed', { message: errorMessage(error) }));
    }
  });

  return (
    <Section title={t('notes.title')}>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitting} />
      <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('notes.private')}
        </Typography>
        <DraftNotice draft={draft} />
        <Controller
          control={control}
          name="notes"
          rules={{
            maxLength: {
              value: LESSON_TEXT_MAX_LENGTH,
              message: t('info.tooLong', { max: LESSON_TEXT_MAX_LENGTH }),
            },
          }}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('notes.label')}
              multiline
              minRows={6}
              error={fieldState.error?.message}
              hint={t('notes.count', { chars: notes.length, max: LESSON_TEXT_MAX_LENGTH })}
            />
          )}
        />
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('notes.save')}
          </Button>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            {formState.isDirty ? t('notes.unsaved') : done}
          </Typography>
        </Stack>
      </Stack>
    </Section>
  );
}
