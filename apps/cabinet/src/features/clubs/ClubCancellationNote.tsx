import type { ClubCancellation } from '@cabinet/api/model';
import { formatCalendarDate, formatDate, formatMoney } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const SEVERITY = { pending: 'info', refused: 'warning', cancelled: 'success' } as const;

/**
 * Where the request to cancel a paid place stands, in words the student and the parent read:
 * asked (the place stays booked meanwhile), refused with the director of studies' comment (the
 * place stays booked), or cancelled with the refund: how much and by which day it is back.
 */
export function ClubCancellationNote({ cancellation }: { cancellation: ClubCancellation | null }) {
  const { t, i18n } = useTranslation('clubs');
  if (!cancellation) return null;
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const { status } = cancellation;
  const lines: string[] = [];
  if (status === 'pending') {
    lines.push(t('cancellation.note.pending', { date: formatDate(cancellation.requested_at, language) }));
    if (cancellation.reason) lines.push(t('cancellation.note.reason', { reason: cancellation.reason }));
  } else if (status === 'refused') {
    lines.push(t('cancellation.note.refused'));
    if (cancellation.comment) lines.push(t('cancellation.note.comment', { comment: cancellation.comment }));
  } else {
    const decided = cancellation.decided_at ?? cancellation.requested_at;
    lines.push(t('cancellation.note.cancelled', { date: formatDate(decided, language) }));
    if (cancellation.refund_amount !== null && cancellation.refund_by)
      lines.push(
        t('cancellation.note.refund', {
          amount: formatMoney(cancellation.refund_amount, language),
          date: formatCalendarDate(cancellation.refund_by, language),
        }),
      );
    if (cancellation.comment) lines.push(t('cancellation.note.comment', { comment: cancellation.comment }));
  }
  return (
    <Alert severity={SEVERITY[status]} role="note" sx={{ overflowWrap: 'anywhere' }}>
      {lines.map((line) => (
        <Typography key={line} variant="body2" component="p" sx={{ m: 0 }}>
          {line}
        </Typography>
      ))}
    </Alert>
  );
}
