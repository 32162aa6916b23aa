import { getListLateCancellationsQueryKey, useMarkLateCancel } from '@cabinet/api/lessons';
import type { LateCancellationLesson } from '@cabinet/api/model';
import { getGetStatisticsSummaryQueryKey, getListStatisticsRecordsQueryKey } from '@cabinet/api/statistics';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { formatDateTime } from '@cabinet/design-system/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/error-message';
import { showToast } from '../../../../shared/toast-queue';
import { useLessonName } from './lesson-name';
import { languageOf, nameIn } from '../../../../shared/in-language';

type MarkLateCancelDialogProps = {
  /** The lesson to mark; null keeps the dialog closed. */
  lesson: LateCancellationLesson | null;
  onClose: () => void;
};

/**
 * Asks the director to confirm marking a lesson a late cancellation (markLateCancel); once done,
 * a toast says so and the list refreshes; a refusal shows the server's reason in the dialog.
 */
export function MarkLateCancelDialog({ lesson, onClose }: MarkLateCancelDialogProps) {
  const { t, i18n } = useTranslation('lateCancellations');
  const language = languageOf(i18n.language);
  const lessonName = useLessonName();
  const queryClient = useQueryClient();
  const mark = useMarkLateCancel({ request: { silent: true } });
  // The dialog keeps naming the lesson while it closes.
  const [last, setLast] = useState(lesson);
  if (lesson !== null && lesson !== last) setLast(lesson);
  const shown = lesson ?? last;
  const close = () => {
    mark.reset();
    onClose();
  };
  const confirm = () => {
    if (!lesson) return;
    mark.mutate(
      { lessonId: lesson.id },
      {
        onSuccess: () => {
          showToast(t('mark.done', { lesson: lessonName(lesson) }), 'success');
          close();
          void Promise.all(
            [
              getListLateCancellationsQueryKey(),
              getGetStatisticsSummaryQueryKey(),
              getListStatisticsRecordsQueryKey(),
            ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          );
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={lesson !== null}
      title={t('mark.title')}
      text={
        shown
          ? t('mark.text', {
              lesson: lessonName(shown),
              time: formatDateTime(shown.starts_at, language),
              teacher: nameIn(shown.teacher, language),
            })
          : ''
      }
      confirmLabel={t('mark.confirm')}
      cancelLabel={t('mark.back')}
      tone="danger"
      busy={mark.isPending}
      error={mark.isError ? errorMessage(mark.error) : undefined}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
