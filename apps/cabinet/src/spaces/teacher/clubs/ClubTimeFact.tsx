import type { Club } from '@cabinet/api/model';
import { Fact } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../../shared/school-time';

/** The club's date and time in the school's zone, and in the viewer's when it differs. */
export function ClubTimeFact({ club }: { club: Pick<Club, 'starts_at' | 'ends_at'> }) {
  const { t, i18n } = useTranslation('teacherClubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const times = schoolAndViewerTimes(club.starts_at, club.ends_at, i18n.language === 'en' ? 'en' : 'uk');
  return (
    <Fact label={ds('cards.clubCard.when')}>
      {t('time.school', { time: times.school })}
      {times.viewer ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('time.viewer', { time: times.viewer })}
        </Typography>
      ) : null}
    </Fact>
  );
}
