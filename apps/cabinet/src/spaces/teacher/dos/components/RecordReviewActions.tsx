import type { DosStatisticsRecord } from '@cabinet/api/model';
import { getGetDosProgressQueryKey } from '@cabinet/api/progress';
import { getListDosStatisticsRecordsQueryKey, useVerifyStatisticsRecord } from '@cabinet/api/statistics';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../shared/error-message';
import { showToast } from '../../../../shared/toast-queue';
import { languageOf, nameIn } from '../../../../shared/in-language';

type RecordReviewActionsProps = {
  record: DosStatisticsRecord;
  /** Opens the dialog that sends the record back with a comment. */
  onReturn: () => void;
};

/**
 * A record in review's two decisions: Verify at once (verifyStatisticsRecord, a toast says it is
 * done or why not) or Send back for revision (the comment dialog). Other records have none.
 */
export function RecordReviewActions({ record, onReturn }: RecordReviewActionsProps) {
  const { t, i18n } = useTranslation('statistics');
  const queryClient = useQueryClient();
  const verify = useVerifyStatisticsRecord({ request: { silent: true } });
  if (record.status !== 'in_review') return <>—</>;
  const names = {
    description: record.description,
    teacher: nameIn(record.teacher, languageOf(i18n.language)),
  };
  const confirm = () =>
    verify.mutate(
      { recordId: record.id },
      {
        onSuccess: () => {
          showToast(t('dos.verify.done', names), 'success');
          for (const queryKey of [getListDosStatisticsRecordsQueryKey(), getGetDosProgressQueryKey()]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        onClick={confirm}
        disabled={verify.isPending}
        aria-label={t('dos.verify.actionNamed', names)}
      >
        {t('dos.verify.action')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        onClick={onReturn}
        aria-label={t('dos.return.actionNamed', names)}
      >
        {t('dos.return.action')}
      </Button>
    </Stack>
  );
}
