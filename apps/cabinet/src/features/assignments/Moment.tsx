import { schoolAndViewerMoment } from '../../shared/school-time';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../shared/in-language';

/** A moment in the school's time and, when it reads differently, the viewer's. */
export function Moment({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('assignments');
  const times = schoolAndViewerMoment(iso, languageOf(i18n.language));
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {t('time.school', { time: times.school })}
      </Box>
      {times.viewer ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('time.viewer', { time: times.viewer })}
        </Typography>
      ) : null}
    </>
  );
}
