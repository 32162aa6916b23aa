import type { Club } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubAttendance } from './ClubAttendance';
import { ClubPlaceFacts, ClubSeatsFact } from './ClubPlaceFacts';
import { ClubTimeFact } from './ClubTimeFact';

/** The club's summary: what, when, where and how full, then its participants' attendance. */
export function ClubSummary({ club }: { club: Club }) {
  const { t, i18n } = useTranslation('teacherClubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const headingId = useId();
  const description = i18n.language === 'en' ? club.description_en : club.description;
  return (
    <>
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('summary.title')}
        </Typography>
        <Facts>
          <Fact label={t('facts.type')}>{ds(`cards.clubCard.type.${club.type}`)}</Fact>
          <Fact label={t('facts.format')}>{ds(`cards.common.format.${club.format}`)}</Fact>
          <Fact label={ds('cards.common.level')}>{club.level}</Fact>
          <ClubTimeFact club={club} />
          <ClubPlaceFacts club={club} />
          <ClubSeatsFact club={club} />
          {!club.enabled ? <Fact label={t('facts.state')}>{t('facts.disabled')}</Fact> : null}
        </Facts>
        {description ? (
          <Typography sx={{ mt: 2, maxWidth: '70ch', whiteSpace: 'pre-line' }}>{description}</Typography>
        ) : null}
      </Box>
      <ClubAttendance club={club} />
    </>
  );
}
