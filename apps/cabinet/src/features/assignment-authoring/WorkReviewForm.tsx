import { useReviewWork } from '@cabinet/api/assignments';
import type { ReviewAction, Work } from '@cabinet/api/model';
import { reviewWorkBodyCommentMax as COMMENT_MAX } from '@cabinet/api/zod/assignments';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { TextInput } from '@cabinet/design-system/text-input';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { showToast } from '../../shared/toast-queue';
import { workChanged } from '../assignments/invalidate';
import { apiField } from './api-field';
import { isSubmitted, reviewActions } from './review-rules';

type ReviewValues = { comment: string; score: string };

/** Steps that cannot be undone from this page ask first. */
const CONFIRMED: readonly ReviewAction[] = ['take', 'complete'];

/**
 * The teacher's decision on a work: take it to review, save a comment or score,
 * return it for edits with a comment, complete it (even unsubmitted) and, once completed, edit the
 * result. Each action only where the contract allows it; a refusal keeps what was typed.
 */
export function WorkReviewForm({ work, courseId }: { work: Work; courseId: number }) {
  const { t } = useTranslation('assignmentAuthoring');
  const queryClient = useQueryClient();
  const review = useReviewWork({ request: { silent: true } });
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const test = work.kind === 'test';
  const completed = work.status === 'completed';
  const form = useForm<ReviewValues>({
    defaultValues: { comment: '', score: work.score === null ? '' : String(work.score) },
  });
  const { control, handleSubmit, setError, reset, formState, clearErrors } = form;
  const draft = useFormDraft({ form, name: 'workReview', record: [work.assignment_id, work.student.id] });
  const actions = reviewActions(work.status);

  const send = (action: ReviewAction, values: ReviewValues) => {
    setFailure(null);
    const score = test && values.score.trim() !== '' ? Number(values.score) : null;
    review.mutate(
      {
        assignmentId: work.assignment_id,
        studentId: work.student.id,
        data: { action, comment: values.comment.trim() || null, ...(test ? { score } : {}) },
      },
      {
        onSuccess: ({ data }) => {
          setAsking(null);
          reset({ comment: '', score: data.score === null ? '' : String(data.score) });
          draft.clear();
          void workChanged(queryClient, courseId, data);
          showToast(t(`review.done.${action}`), 'success');
        },
        onError: (error) => {
          setAsking(null);
          const message = errorMessage(error);
          if (apiField(error) === 'score') setError('score', { message }, { shouldFocus: true });
          setFailure(t('review.failed', { message }));
        },
      },
    );
  };

  const run = (action: ReviewAction) =>
    handleSubmit((values) => {
      if (action === 'return' && values.comment.trim() === '') {
        setError('comment', { message: t('review.commentRequired') }, { shouldFocus: true });
        return;
      }
      if (action === 'complete' && test && values.score.trim() === '') {
        setError('score', { message: t('review.scoreRequired') }, { shouldFocus: true });
        return;
      }
      if (CONFIRMED.includes(action) && !(action === 'complete' && completed)) {
        setAsking(action);
        return;
      }
      send(action, values);
    });

  const label = (action: ReviewAction) =>
    t(completed && action === 'complete' ? 'review.saveResult' : `review.${action}`);
  const confirmText =
    asking === 'complete' && !isSubmitted(work.status) && work.status !== 'completed'
      ? t('review.confirm.completeUnsubmitted')
      : asking
        ? t(`review.confirm.${asking}Text`)
        : '';

  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ display: 'grid', gap: 2 }}>
      <LeaveGuard when={formState.isDirty && !review.isPending} />
      <Typography id="review-heading" component="h2" variant="h5" sx={{ m: 0 }}>
        {t(completed ? 'review.editHeading' : 'review.heading')}
      </Typography>
      <DraftNotice draft={draft} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Controller
          control={control}
          name="comment"
          rules={{ maxLength: { value: COMMENT_MAX, message: t('form.tooLong', { max: COMMENT_MAX }) } }}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              onChange={(event) => {
                field.onChange(event);
                clearErrors('comment');
              }}
              label={t('review.comment')}
              multiline
              minRows={3}
              disabled={review.isPending}
              error={fieldState.error?.message}
            />
          )}
        />
        {test ? (
          <Controller
            control={control}
            name="score"
            rules={{
              validate: (value) => {
                if (value.trim() === '') return true;
                const score = Number(value);
                const max = work.max_score ?? 0;
                return Number.isInteger(score) && score >= 0 && score <= max
                  ? true
                  : t('review.scoreRange', { max });
              },
            }}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('review.score', { max: work.max_score })}
                inputProps={{ inputMode: 'numeric' }}
                disabled={review.isPending}
                error={fieldState.error?.message}
                sx={{ maxWidth: 240 }}
              />
            )}
          />
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              variant={action === 'complete' ? 'contained' : 'outlined'}
              disabled={review.isPending}
              onClick={() => void run(action)()}
            >
              {label(action)}
            </Button>
          ))}
        </Stack>
      </Box>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`review.confirm.${asking}Title`) : ''}
        text={confirmText}
        confirmLabel={asking ? t(`review.${asking}`) : ''}
        busy={review.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => void handleSubmit((values) => asking && send(asking, values))()}
      />
    </Box>
  );
}
