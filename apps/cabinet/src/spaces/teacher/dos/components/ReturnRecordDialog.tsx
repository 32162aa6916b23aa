import type { DosStatisticsRecord } from '@cabinet/api/model';
import { getGetDosProgressQueryKey } from '@cabinet/api/progress';
import { getListDosStatisticsRecordsQueryKey, useReturnStatisticsRecord } from '@cabinet/api/statistics';
import { returnStatisticsRecordBodyCommentMax as COMMENT_MAX } from '@cabinet/api/zod/statistics';
import { formatCalendarDate } from '@cabinet/design-system/format';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CommentDialog } from '../../../../shared/CommentDialog';
import { errorMessage } from '../../../../shared/error-message';
import { showToast } from '../../../../shared/toast-queue';
import { languageOf, nameIn } from '../../../../shared/in-language';

type ReturnRecordDialogProps = {
  /** The record to send back; null keeps the dialog closed. */
  record: DosStatisticsRecord | null;
  onClose: () => void;
};

const fieldOf = (error: unknown) => (error as { data?: { field?: unknown } } | null)?.data?.field;

/**
 * The director sends a record in review back for revision (returnStatisticsRecord) with the
 * comment the teacher reads; the comment is required. A refusal shows in the dialog and the
 * comment typed stays; once sent, a toast says so and the list refreshes.
 */
export function ReturnRecordDialog({ record, onClose }: ReturnRecordDialogProps) {
  const { t, i18n } = useTranslation('statistics');
  const language = languageOf(i18n.language);
  const queryClient = useQueryClient();
  const send = useReturnStatisticsRecord({ request: { silent: true } });
  const teacher = record ? nameIn(record.teacher, language) : '';
  const close = () => {
    send.reset();
    onClose();
  };
  const submit = async (comment: string) => {
    if (!record) return;
    const sent = await send
      .mutateAsync({ recordId: record.id, data: { comment } })
      .then(() => true)
      .catch(() => false);
    if (!sent) return;
    showToast(t('dos.return.done', { description: record.description, teacher }), 'success');
    close();
    await Promise.all(
      [getListDosStatisticsRecordsQueryKey(), getGetDosProgressQueryKey()].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
  const failed = send.isError ? errorMessage(send.error) : undefined;
  const onComment = fieldOf(send.error) === 'comment';
  return (
    <CommentDialog
      open={record !== null}
      onClose={close}
      title={t('dos.return.title')}
      text={
        record
          ? t('dos.return.text', {
              description: record.description,
              teacher,
              date: formatCalendarDate(record.date, language),
            })
          : ''
      }
      label={t('dos.return.comment')}
      requiredMessage={t('dos.return.commentRequired')}
      maxLength={COMMENT_MAX}
      confirmLabel={t('dos.return.send')}
      cancelLabel={t('dos.return.cancel')}
      busy={send.isPending}
      error={onComment ? undefined : failed}
      commentError={onComment ? failed : undefined}
      onSubmit={(comment) => void submit(comment)}
    />
  );
}
