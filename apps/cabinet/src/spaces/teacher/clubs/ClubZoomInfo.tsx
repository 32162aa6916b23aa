import type { Club } from '@cabinet/api/model';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubPlaceFacts } from './ClubPlaceFacts';

/** The Zoom link, meeting ID and passcode of an online club; an offline club names its place instead. */
export function ClubZoomInfo({ club }: { club: Club }) {
  const { t } = useTranslation('teacherClubs');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('zoom.title')}
      </Typography>
      {club.format === 'online' ? (
        club.zoom_link ? (
          <Facts>
            <Fact label={t('zoom.link')}>
              <ExternalLink href={club.zoom_link}>{club.zoom_link}</ExternalLink>
            </Fact>
            <Fact label={ds('cards.clubCard.meetingId')}>{club.meeting_id ?? '—'}</Fact>
            <Fact label={ds('cards.clubCard.passcode')}>{club.passcode ?? '—'}</Fact>
          </Facts>
        ) : (
          <Typography>{t('zoom.missing')}</Typography>
        )
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('zoom.offline')}</Typography>
          <Facts>
            <ClubPlaceFacts club={club} />
          </Facts>
        </>
      )}
    </Box>
  );
}
