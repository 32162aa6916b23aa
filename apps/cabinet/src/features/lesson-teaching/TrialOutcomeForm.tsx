import { useUpdateLesson } from '@cabinet/api/lessons';
import { Level, type Lesson } from '@cabinet/api/model';
import { updateLessonBodyTrialCommentMax } from '@cabinet/api/zod/lessons';
import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup } from '../../shared/ChoiceRadioGroup';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { Section } from '../courses/parts';
import { useLessonCache } from './use-lesson-cache';

type OutcomeValues = { level: Level | ''; comment: string };

const valuesOf = (lesson: Lesson): OutcomeValues => ({
  level: lesson.trial_outcome?.level ?? '',
  comment: lesson.trial_outcome?.comment ?? '',
});

const LEVELS = Object.values(Level);

/**
 * What the teacher recommends after a company's trial lesson (updateLesson): the group's level,
 * which completing the lesson needs, and a comment for the company's manager. A failed save
 * keeps what was typed and says why.
 */
export function TrialOutcomeForm({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessonTeaching');
  const update = useUpdateLesson({ request: { silent: true } });
  const remember = useLessonCache();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const form = useForm<OutcomeValues>({ defaultValues: valuesOf(lesson) });
  const { control, handleSubmit, reset, setError, formState } = form;
  const draft = useFormDraft({ form, name: 'trialOutcome', record: lesson.id });

  const submit = handleSubmit(async (values) => {
    setProblem(undefined);
    setDone('');
    try {
      const answer = await update.mutateAsync({
        lessonId: lesson.id,
        data: { trial_level: values.level || null, trial_comment: values.comment },
      });
      remember(answer.data);
      reset(valuesOf(answer.data));
      draft.clear();
      setDone(t('trial.saved'));
    } catch (error) {
      const field = (error as { data?: { field?: string } }).data?.field;
      const message = errorMessage(error);
      if (field === 'trial_comment') setError('comment', { type: 'server', message }, { shouldFocus: true });
      else setProblem(message);
    }
  });

  return (
    <Section title={t('trial.title')}>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitting} />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        <Typography variant="body2">{t('trial.intro')}</Typography>
        <DraftNotice draft={draft} />
        <Controller
          control={control}
          name="level"
          render={({ field, fieldState }) => (
            <ChoiceRadioGroup
              label={t('trial.level')}
              name={field.name}
              options={LEVELS.map((level) => ({ value: level, label: level }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="comment"
          rules={{
            maxLength: {
              value: updateLessonBodyTrialCommentMax,
              message: t('info.tooLong', { max: updateLessonBodyTrialCommentMax }),
            },
          }}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('trial.comment')}
              hint={t('trial.commentHint')}
              multiline
              minRows={3}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormFooter problem={problem} done={done}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('trial.save')}
          </Button>
        </FormFooter>
      </Stack>
    </Section>
  );
}
