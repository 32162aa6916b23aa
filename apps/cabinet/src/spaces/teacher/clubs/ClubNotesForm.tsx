import { getGetClubQueryKey, useUpdateClubNotes } from '@cabinet/api/clubs';
import type { Club } from '@cabinet/api/model';
import { updateClubNotesBodyNotesMax } from '@cabinet/api/zod/clubs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '@cabinet/api/http';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CharLimitField } from '../../../shared/CharLimitField';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { DraftNotice } from '../../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../../shared/drafts/use-form-draft';
import { errorMessage } from '../../../shared/error-message';
import { showToast } from '../../../shared/toast-queue';

/** The contract's limit of a club's notes. */
export const CLUB_NOTES_MAX = updateClubNotesBodyNotesMax;

type NotesValues = { notes: string };

/**
 * The teacher's private notes of a club: checked against the limit before the call, kept in the
 * field when the save fails, and leaving with unsaved notes asks first.
 */
export function ClubNotesForm({ club }: { club: Club }) {
  const { t } = useTranslation('teacherClubs');
  const headingId = useId();
  const queryClient = useQueryClient();
  const update = useUpdateClubNotes({ request: { silent: true } });
  const form = useForm<NotesValues>({ defaultValues: { notes: club.notes ?? '' } });
  const draft = useFormDraft({ form, name: 'clubNotes', record: club.id });

  const save = form.handleSubmit(async ({ notes }) => {
    try {
      const answer = await update.mutateAsync({
        clubId: club.id,
        data: { notes: notes.trim() ? notes : null },
      });
      queryClient.setQueryData(getGetClubQueryKey(club.id), answer);
      form.reset({ notes: answer.data.notes ?? '' });
      draft.clear();
      showToast(t('notes.saved'), 'success');
    } catch (error) {
      // The school names the field it refuses (the limit); any other failure is shown under the
      // field too, and the typed text stays where it was.
      const field = error instanceof ApiError ? (error.data as { field?: string } | null)?.field : undefined;
      const message = field === 'notes' ? t('notes.tooLong', { max: CLUB_NOTES_MAX }) : errorMessage(error);
      form.setError('notes', { message }, { shouldFocus: true });
    }
  });

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('notes.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>
        {t('notes.hint')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ maxWidth: 760 }}>
        {draft.restoredFrom ? (
          <Box sx={{ mb: 2 }}>
            <DraftNotice draft={draft} />
          </Box>
        ) : null}
        <CharLimitField
          control={form.control}
          name="notes"
          rules={{
            maxLength: { value: CLUB_NOTES_MAX, message: t('notes.tooLong', { max: CLUB_NOTES_MAX }) },
          }}
          label={t('notes.label')}
          maxLength={CLUB_NOTES_MAX}
          disabled={update.isPending}
        />
        <Button type="submit" variant="contained" disabled={update.isPending} sx={{ mt: 2 }}>
          {update.isPending ? t('notes.saving') : t('notes.save')}
        </Button>
      </Box>
      <LeaveGuard when={form.formState.isDirty && !update.isPending} />
    </Box>
  );
}
