import type { Club } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle, ExternalLink } from '@cabinet/design-system/card-frame';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { formatMoney } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { ClubCancellationNote } from './ClubCancellationNote';
import { clubAddress, clubName } from './club-rules';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { useNow } from '../../shared/use-now';

type ClubCardProps = {
  club: Club;
  /** The heading level of the club's name in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Whether the viewer is the student (their own booking) or a parent (the child's). */
  viewer?: 'student' | 'parent';
  /** The actions and messages under the facts. */
  children?: ReactNode;
};

/**
 * A club meeting: type, format and
 * the viewer's booking, the name in the interface language, level, time in the school's zone (and
 * the viewer's), the place or the Zoom details (shown to booked students only), seats left, price.
 */
export function ClubCard({ club, headingLevel = 3, viewer = 'student', children }: ClubCardProps) {
  const { t, i18n } = useTranslation('clubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const titleId = useId();
  const name = clubName(club, language);
  const times = schoolAndViewerTimes(club.starts_at, club.ends_at, language);
  const booking = club.booking;
  const now = useNow();
  const ended = now.getTime() >= new Date(club.ends_at).getTime();
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker
        label={`${ds(`cards.clubCard.type.${club.type}`)} · ${ds(`cards.common.format.${club.format}`)}`}
      >
        {booking?.status === 'payment_pending' ? (
          <StatusBadge vocabulary="clubParticipation" value="payment_pending" />
        ) : null}
        {club.cancellation ? (
          <StatusBadge vocabulary="clubCancellation" value={club.cancellation.status} />
        ) : null}
      </CardKicker>
      <CardTitle id={titleId} level={headingLevel}>
        {name}
      </CardTitle>
      <Facts>
        <Fact label={ds('cards.common.level')}>{club.level}</Fact>
        <Fact label={ds('cards.clubCard.when')}>
          {t('card.schoolTime', { time: times.school })}
          {times.viewer ? (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {t('card.viewerTime', { time: times.viewer })}
            </Typography>
          ) : null}
        </Fact>
        {club.format === 'offline' ? (
          <>
            <Fact label={ds('cards.clubCard.address')}>{clubAddress(club, language) ?? '—'}</Fact>
            <Fact label={ds('cards.clubCard.room')}>{club.room_number ?? '—'}</Fact>
          </>
        ) : club.zoom_link ? (
          <>
            <Fact label={ds('cards.clubCard.zoom')}>
              <ExternalLink href={club.zoom_link}>{ds('cards.clubCard.joinZoom')}</ExternalLink>
            </Fact>
            {club.meeting_id ? <Fact label={ds('cards.clubCard.meetingId')}>{club.meeting_id}</Fact> : null}
            {club.passcode ? <Fact label={ds('cards.clubCard.passcode')}>{club.passcode}</Fact> : null}
          </>
        ) : (
          <Fact label={ds('cards.clubCard.zoom')}>{t('card.zoomAfterBooking')}</Fact>
        )}
        {!ended ? (
          <Fact label={ds('cards.clubCard.seats')}>
            {club.seats_left > 0
              ? t('card.seatsLeft', { count: club.seats_left, total: club.seats_total })
              : ds('cards.clubCard.noSeats')}
          </Fact>
        ) : null}
        <Fact label={ds('cards.clubCard.price')}>{formatMoney(club.price, language)}</Fact>
        <Fact label={t(`card.bookingLabel.${viewer}`)}>
          {booking
            ? t(`card.booking.${booking.status}`)
            : t(club.cancellation?.status === 'cancelled' ? 'card.booking.cancelled' : 'card.booking.none')}
        </Fact>
        {ended && booking ? (
          <Fact label={t('card.attendance')}>
            {t(
              booking.attended === null
                ? 'card.notMarked'
                : booking.attended
                  ? 'card.attended'
                  : 'card.missed',
            )}
          </Fact>
        ) : null}
      </Facts>
      <ClubCancellationNote cancellation={club.cancellation} />
      {children}
    </CardFrame>
  );
}
