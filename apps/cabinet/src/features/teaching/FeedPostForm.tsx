import { getListFeedPostsQueryKey, useCreateFeedPost } from '@cabinet/api/courses';
import { createFeedPostBodyTextMax } from '@cabinet/api/zod/courses';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CharLimitField } from '../../shared/CharLimitField';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { showToast } from '../../shared/toast-queue';

/** The contract's limit of a feed post (beyond it, the text is refused). */
export const FEED_POST_MAX = createFeedPostBodyTextMax;

type FeedPostValues = { text: string };

/**
 * The teacher's form to publish a plain-text post to the group's feed: the character limit is
 * checked before the call, and the text stays in the field when the call fails.
 */
export function FeedPostForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation('teaching');
  const headingId = useId();
  const queryClient = useQueryClient();
  const create = useCreateFeedPost({ request: { silent: true } });
  const form = useForm<FeedPostValues>({ defaultValues: { text: '' } });
  const draft = useFormDraft({ form, name: 'feedPost', record: courseId });

  const publish = form.handleSubmit(async ({ text }) => {
    try {
      await create.mutateAsync({ courseId, data: { text } });
    } catch (error) {
      form.setError('text', { message: errorMessage(error) }, { shouldFocus: true });
      return;
    }
    form.reset({ text: '' });
    draft.clear();
    showToast(t('feed.published'), 'success');
    await queryClient.invalidateQueries({ queryKey: getListFeedPostsQueryKey(courseId) });
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('feed.newPost')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>
        {t('feed.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void publish(event)} sx={{ maxWidth: 760 }}>
        {draft.restoredFrom ? (
          <Box sx={{ mb: 2 }}>
            <DraftNotice draft={draft} />
          </Box>
        ) : null}
        <CharLimitField
          control={form.control}
          name="text"
          rules={{
            validate: (value: string) => value.trim() !== '' || t('feed.empty'),
            maxLength: { value: FEED_POST_MAX, message: t('feed.tooLong', { max: FEED_POST_MAX }) },
          }}
          label={t('feed.label')}
          maxLength={FEED_POST_MAX}
          disabled={create.isPending}
        />
        <Button type="submit" variant="contained" disabled={create.isPending} sx={{ mt: 2 }}>
          {create.isPending ? t('feed.publishing') : t('feed.publish')}
        </Button>
      </Box>
      <LeaveGuard when={form.formState.isDirty && !create.isPending} />
    </Box>
  );
}
