import type { Club } from '@cabinet/api/model';
import { Fact } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useTranslation } from 'react-i18next';
import { clubAddress } from '../../../features/clubs/club-rules';

/** Where the club meets: the school's address and room, or online (the Zoom details have their tab). */
export function ClubPlaceFacts({ club }: { club: Club }) {
  const { t, i18n } = useTranslation('teacherClubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  if (club.format === 'online') {
    return <Fact label={t('facts.place')}>{t('facts.online')}</Fact>;
  }
  return (
    <>
      <Fact label={ds('cards.clubCard.address')}>{clubAddress(club, i18n.language) ?? '—'}</Fact>
      <Fact label={ds('cards.clubCard.room')}>{club.room_number ?? '—'}</Fact>
    </>
  );
}

/** Places booked out of the seats. */
export function ClubSeatsFact({ club }: { club: Club }) {
  const { t: ds } = useTranslation(DS_NAMESPACE);
  return (
    <Fact label={ds('cards.clubCard.seats')}>
      {ds('cards.clubCard.seatsTaken', {
        taken: club.bookings_count ?? club.seats_total - club.seats_left,
        total: club.seats_total,
      })}
    </Fact>
  );
}
