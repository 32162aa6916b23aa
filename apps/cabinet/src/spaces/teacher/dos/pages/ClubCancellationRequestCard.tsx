import type { ClubCancellationRequest } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatCalendarDate, formatDateTime, formatMoney } from '@cabinet/design-system/format';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clubName } from '../../../../features/clubs/club-rules';
import { schoolAndViewerTimes } from '../../../../shared/school-time';
import { nameIn } from '../../../../shared/in-language';

type ClubCancellationRequestCardProps = {
  request: ClubCancellationRequest;
  now: Date;
  /** Disables the actions while a decision is being sent. */
  busy: boolean;
  onCancel: () => void;
  onRefuse: () => void;
};

/**
 * One student's request to cancel a paid club place, as the director of studies handles it: who,
 * which club and when, what was paid and why; a pending request offers "Cancel the place" (not
 * once the club has started) and "Refuse"; a decided one shows the decision, its comment and the
 * refund.
 */
export function ClubCancellationRequestCard({
  request,
  now,
  busy,
  onCancel,
  onRefuse,
}: ClubCancellationRequestCardProps) {
  const { t, i18n } = useTranslation('clubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const titleId = useId();
  const { club } = request;
  const student = nameIn(request.student, language);
  const times = schoolAndViewerTimes(club.starts_at, club.ends_at, language);
  const pending = request.status === 'pending';
  const started = now.getTime() >= new Date(club.starts_at).getTime();
  const named = <Box component="span" sx={visuallyHidden}>{`: ${student}, ${clubName(club, language)}`}</Box>;
  return (
    <CardFrame titleId={titleId}>
      <CardKicker
        label={`${ds(`cards.clubCard.type.${club.type}`)} · ${ds(`cards.common.format.${club.format}`)}`}
      >
        <StatusBadge vocabulary="clubCancellation" value={request.status} />
      </CardKicker>
      <CardTitle id={titleId} level={2}>
        {student}
      </CardTitle>
      <Facts>
        <Fact label={t('dos.club')}>{clubName(club, language)}</Fact>
        <Fact label={t('dos.when')}>{t('card.schoolTime', { time: times.school })}</Fact>
        <Fact label={t('dos.price')}>{formatMoney(request.price, language)}</Fact>
        <Fact label={t('dos.requested')}>
          <time dateTime={request.requested_at}>{formatDateTime(request.requested_at, language)}</time>
        </Fact>
        <Fact label={t('dos.reason')}>{request.reason ?? t('dos.noReason')}</Fact>
        {request.decided_at ? (
          <Fact label={t('dos.decided')}>
            {t('dos.decidedBy', {
              date: formatDateTime(request.decided_at, language),
              name: request.decided_by ? nameIn(request.decided_by, language) : '—',
            })}
          </Fact>
        ) : null}
        {request.comment ? <Fact label={t('dos.comment')}>{request.comment}</Fact> : null}
        {request.refund_amount !== null && request.refund_by ? (
          <Fact label={t('dos.refund')}>
            {t('dos.refundText', {
              amount: formatMoney(request.refund_amount, language),
              date: formatCalendarDate(request.refund_by, language),
            })}
          </Fact>
        ) : null}
      </Facts>
      {pending && started ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('dos.started')}
        </Typography>
      ) : null}
      {pending ? (
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {!started ? (
            <Button variant="contained" onClick={onCancel} disabled={busy}>
              {t('dos.cancel')}
              {named}
            </Button>
          ) : null}
          <Button variant="outlined" color="error" onClick={onRefuse} disabled={busy}>
            {t('dos.refuse')}
            {named}
          </Button>
        </Stack>
      ) : null}
    </CardFrame>
  );
}
