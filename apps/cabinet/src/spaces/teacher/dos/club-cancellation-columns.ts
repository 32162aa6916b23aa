import type { ClubCancellationRequest } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import { clubName } from '../../../features/clubs/club-rules';
import type { TableColumn } from '../../../features/table-files/table-columns';
import { nameIn } from '../../../shared/in-language';

/** The club cancellation requests' columns in a downloaded file, in the interface language. */
export function useClubCancellationColumns(): TableColumn<ClubCancellationRequest>[] {
  const { t, i18n } = useTranslation('exports');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = i18n.language;
  return [
    { header: t('columns.requestedAt'), value: (row) => row.requested_at, kind: 'datetime' },
    { header: t('columns.student'), value: (row) => nameIn(row.student, language) },
    { header: t('columns.club'), value: (row) => clubName(row.club, language) },
    { header: t('columns.clubStartsAt'), value: (row) => row.club.starts_at, kind: 'datetime' },
    { header: t('columns.price'), value: (row) => row.price, kind: 'number' },
    { header: t('columns.status'), value: (row) => ds(`status.clubCancellation.${row.status}`) },
    { header: t('columns.reason'), value: (row) => row.reason, kind: 'text' },
    { header: t('columns.decidedAt'), value: (row) => row.decided_at, kind: 'datetime' },
    {
      header: t('columns.decidedBy'),
      value: (row) => (row.decided_by ? nameIn(row.decided_by, language) : null),
    },
    { header: t('columns.decisionComment'), value: (row) => row.comment, kind: 'text' },
    { header: t('columns.refundAmount'), value: (row) => row.refund_amount, kind: 'number' },
    { header: t('columns.refundBy'), value: (row) => row.refund_by, kind: 'date' },
  ];
}
