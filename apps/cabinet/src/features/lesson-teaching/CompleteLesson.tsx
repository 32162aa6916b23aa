import { useCompleteLesson } from '@cabinet/api/lessons';
import type { Lesson } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { Section } from '../courses/parts';
import { canComplete } from './lesson-rules';
import { useLessonCache } from './use-lesson-cache';

/**
 * "Mark as completed" (completeLesson), after a confirmation: only once the lesson has started
 * (in progress, or incomplete after it ended), and a trial lesson once its level is chosen.
 * Otherwise the page says why it is not available.
 */
export function CompleteLesson({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessonTeaching');
  const complete = useCompleteLesson({ request: { silent: true } });
  const remember = useLessonCache();
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  // A trial lesson is completed once the teacher has chosen the level they recommend.
  const needsLevel = lesson.type === 'trial' && !lesson.trial_outcome?.level;
  const allowed = canComplete(lesson.status) && !needsLevel;
  const close = () => {
    setAsking(false);
    complete.reset();
  };
  const confirm = () =>
    complete.mutate(
      { lessonId: lesson.id },
      {
        onSuccess: ({ data }) => {
          remember(data);
          setAsking(false);
        },
      },
    );

  return (
    <Section title={t('complete.title')}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id={reasonId} variant="body2">
          {needsLevel && canComplete(lesson.status)
            ? t('complete.trialNeedsLevel')
            : t(`complete.state.${lesson.status}`)}
        </Typography>
        {lesson.status === 'completed' ? null : (
          <Button
            variant="contained"
            onClick={() => setAsking(true)}
            disabled={!allowed}
            aria-describedby={reasonId}
          >
            {t('complete.action')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('complete.confirmTitle')}
        text={t('complete.confirmText')}
        confirmLabel={t('complete.confirm')}
        cancelLabel={t('complete.back')}
        busy={complete.isPending}
        error={complete.isError ? errorMessage(complete.error) : undefined}
        onConfirm={confirm}
        onClose={close}
      />
    </Section>
  );
}
