import type { Club } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clubName } from '../../../features/clubs/club-rules';
import { clubTabHref } from './club-tabs';
import { ClubPlaceFacts, ClubSeatsFact } from './ClubPlaceFacts';
import { ClubTimeFact } from './ClubTimeFact';

/** A club the teacher leads, in the list: its name links to the club's page. */
export function TeacherClubCard({ club }: { club: Club }) {
  const { t, i18n } = useTranslation('teacherClubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker
        label={`${ds(`cards.clubCard.type.${club.type}`)} · ${ds(`cards.common.format.${club.format}`)}`}
      />
      <CardTitle id={titleId} level={3} href={clubTabHref(club.id, 'summary')}>
        {clubName(club, i18n.language)}
      </CardTitle>
      <Facts>
        <Fact label={ds('cards.common.level')}>{club.level}</Fact>
        <ClubTimeFact club={club} />
        <ClubPlaceFacts club={club} />
        <ClubSeatsFact club={club} />
        {!club.enabled ? <Fact label={t('facts.state')}>{t('facts.disabled')}</Fact> : null}
      </Facts>
    </CardFrame>
  );
}
