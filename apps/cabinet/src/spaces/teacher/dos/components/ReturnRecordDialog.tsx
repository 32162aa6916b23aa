import type { DosStatisticsRecord } from '@cabinet/api/model';
import { getListDosStatisticsRecordsQueryKey, useReturnStatisticsRecord } from '@cabinet/api/statistics';
import { returnStatisticsRecordBodyCommentMax as COMMENT_MAX } from '@cabinet/api/zod/statistics';
import { CharLimitText, charLimitMessageKeys } from '@cabinet/design-system/char-limit-text';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { formatCalendarDate } from '@cabinet/design-system/format';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languageOf, nameOf } from '../../../../features/feedback-writing/person';
import { errorMessage } from '../../../../shared/error-message';
import { showToast } from '../../../../shared/toast-queue';

type ReturnRecordDialogProps = {
  /** The record to send back; null keeps the dialog closed. */
  record: DosStatisticsRecord | null;
  onClose: () => void;
};

/**
 * The director sends a record in review back for revision (returnStatisticsRecord) with the
 * comment the teacher reads; the comment is required. A refusal shows in the dialog and the
 * comment typed stays; once sent, a toast says so and the list refreshes.
 */
export function ReturnRecordDialog({ record, onClose }: ReturnRecordDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={record !== null} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      {record ? (
        <ReturnForm record={record} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
      ) : null}
    </DialogFrame>
  );
}

function ReturnForm({
  record,
  onClose,
  titleId,
  descriptionId,
}: {
  record: DosStatisticsRecord;
  onClose: () => void;
  titleId: string;
  descriptionId: string;
}) {
  const { t, i18n } = useTranslation('statistics');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const queryClient = useQueryClient();
  const send = useReturnStatisticsRecord({ request: { silent: true } });
  const { control, handleSubmit, setError } = useForm<{ comment: string }>({
    defaultValues: { comment: '' },
  });
  const teacher = nameOf(record.teacher, language);
  const submit = handleSubmit(async ({ comment }) => {
    try {
      await send.mutateAsync({ recordId: record.id, data: { comment: comment.trim() } });
    } catch (error) {
      const field = (error as { data?: { field?: unknown } }).data?.field;
      if (field === 'comment') setError('comment', { type: 'server', message: errorMessage(error) });
      return;
    }
    showToast(t('dos.return.done', { description: record.description, teacher }), 'success');
    onClose();
    await queryClient.invalidateQueries({ queryKey: getListDosStatisticsRecordsQueryKey() });
  });
  const refused = send.isError && (send.error as { data?: { field?: unknown } }).data?.field !== 'comment';
  return (
    <DialogForm onSubmit={() => void submit()}>
      <DialogTitle id={titleId}>{t('dos.return.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('dos.return.text', {
            description: record.description,
            teacher,
            date: formatCalendarDate(record.date, language),
          })}
        </DialogContentText>
        <ServerError message={refused ? errorMessage(send.error) : undefined} />
        <Controller
          control={control}
          name="comment"
          rules={{
            validate: (value) => value.trim() !== '' || t('dos.return.commentRequired'),
            maxLength: {
              value: COMMENT_MAX,
              message: ds(charLimitMessageKeys.tooLong, { count: COMMENT_MAX }),
            },
          }}
          render={({ field, fieldState }) => (
            <CharLimitText
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t('dos.return.comment')}
              maxLength={COMMENT_MAX}
              minRows={3}
              required
              error={fieldState.error?.message}
            />
          )}
        />
      </DialogContent>
      <DialogButtons
        confirmLabel={t('dos.return.send')}
        cancelLabel={t('dos.return.cancel')}
        onCancel={onClose}
        busy={send.isPending}
      />
    </DialogForm>
  );
}
