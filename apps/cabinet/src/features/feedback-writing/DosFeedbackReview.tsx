import { useGetFeedback, useReviewFeedback } from '@cabinet/api/feedback';
import type { FeedbackReviewAction, ModuleFeedback } from '@cabinet/api/model';
import { reviewFeedbackBodyCommentMax } from '@cabinet/api/zod/feedback';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CharLimitField } from '../../shared/CharLimitField';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { ModuleFeedbackCard } from '../feedback/ModuleFeedbackCard';
import { recipientOf, reviewActions } from './feedback-writing-rules';
import { FeedbackSummary } from './FeedbackSummary';
import { useInvalidateFeedback } from './invalidate-feedback';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** The reviewer's comment, as the contract allows. */
export const REVIEW_COMMENT_MAX = reviewFeedbackBodyCommentMax;

type DosFeedbackReviewProps = {
  feedbackId: number;
  header: (feedback: ModuleFeedback) => ReactNode;
};

/** The review of a loaded feedback, keyed by its id so a comment kept on the device comes back. */
function Review({
  feedback,
  header,
}: {
  feedback: ModuleFeedback;
  header: DosFeedbackReviewProps['header'];
}) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const review = useReviewFeedback();
  const invalidate = useInvalidateFeedback();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const actions = reviewActions(feedback.status);
  const recipient = recipientOf(feedback.course);
  const draft = useFormDraft({
    form,
    name: 'moduleFeedbackReview',
    record: feedback.id,
    enabled: actions.open,
  });
  // A comment kept on the device comes back in its form, open.
  const [opening, setOpening] = useState(draft.restoredFrom !== null);

  const act = async (action: FeedbackReviewAction, comment?: string) => {
    setProblem(null);
    setDone(null);
    try {
      await review.mutateAsync({
        feedbackId: feedback.id,
        data: comment === undefined ? { action } : { action, comment },
      });
      setDone(t(`dos.review.done.${action === 'send' ? recipient : action}`));
      if (action === 'open') {
        draft.clear();
        form.reset({ comment: '' });
        setOpening(false);
      }
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      await invalidate(feedback);
    }
  };

  return (
    <>
      {header(feedback)}
      <LeaveGuard when={opening && form.formState.isDirty && !review.isPending} />
      <Box sx={{ mb: 3 }}>
        <FeedbackSummary feedback={feedback} showTeacher />
      </Box>
      {feedback.review_comment ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <strong>{t('form.reviewComment')}</strong> {feedback.review_comment}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {done}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {problem}
        </Alert>
      ) : null}
      <Box component="section" aria-labelledby="feedback-review" sx={{ mb: 3 }}>
        <Typography id="feedback-review" component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('written', { name: nameIn(feedback.student, i18n.language) })}
        </Typography>
        <ModuleFeedbackCard feedback={feedback} headingLevel={3} />
      </Box>
      {!actions.take && !actions.send && !actions.open ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('dos.review.nothing')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
          {actions.take ? (
            <Button variant="outlined" onClick={() => void act('take')} disabled={review.isPending}>
              {t('dos.review.take')}
            </Button>
          ) : null}
          {actions.send ? (
            <Button variant="contained" onClick={() => void act('send')} disabled={review.isPending}>
              {t(`dos.review.send.${recipient}`)}
            </Button>
          ) : null}
          {actions.open && !opening ? (
            <Button variant="outlined" onClick={() => setOpening(true)} disabled={review.isPending}>
              {t('dos.review.open')}
            </Button>
          ) : null}
        </Stack>
      )}
      {opening && actions.open ? (
        <Box
          component="form"
          noValidate
          aria-label={t('dos.review.openForm')}
          onSubmit={form.handleSubmit(({ comment }) => act('open', comment.trim()))}
          sx={{ mt: 3, maxWidth: 760 }}
        >
          <Stack spacing={2}>
            <DraftNotice draft={draft} />
            <CharLimitField
              control={form.control}
              name="comment"
              rules={{
                validate: (value: string) => value.trim() !== '' || t('dos.review.commentRequired'),
                maxLength: {
                  value: REVIEW_COMMENT_MAX,
                  message: t('form.errors.tooLong', { count: REVIEW_COMMENT_MAX }),
                },
              }}
              label={t('dos.review.comment')}
              maxLength={REVIEW_COMMENT_MAX}
              disabled={review.isPending}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={review.isPending}>
              {t('dos.review.openConfirm')}
            </Button>
            <Button
              variant="text"
              onClick={() => {
                // Cancelled on purpose: the comment goes, from the device too.
                draft.discard();
                setOpening(false);
              }}
            >
              {t('copy.cancel')}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </>
  );
}

/**
 * The director of studies reviews one student's module feedback: takes it to
 * review, sends it on to the manager (or HR for a corporate group), or opens it for editing with
 * a comment to the teacher. Each refusal is shown translated; the comment typed stays, on the
 * device too.
 */
export function DosFeedbackReview({ feedbackId, header }: DosFeedbackReviewProps) {
  const query = useGetFeedback(feedbackId);
  return (
    <QueryContent query={query}>
      {({ data: feedback }) => <Review key={feedback.id} feedback={feedback} header={header} />}
    </QueryContent>
  );
}
