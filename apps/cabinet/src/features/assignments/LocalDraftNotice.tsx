import { schoolAndViewerMoment } from '../../shared/school-time';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../shared/in-language';

type LocalDraftNoticeProps = { keptAt: string; onKeep: () => void; onDiscard: () => void };

/** The device holds another version of the answer than the school: say so, keep it or discard it. */
export function LocalDraftNotice({ keptAt, onKeep, onDiscard }: LocalDraftNoticeProps) {
  const { t, i18n } = useTranslation('assignments');
  const time = keptAt
    ? t('time.school', { time: schoolAndViewerMoment(keptAt, languageOf(i18n.language)).school })
    : '';
  return (
    <Alert severity="info" role="region" aria-label={t('answer.local.title')}>
      <AlertTitle>{t('answer.local.title')}</AlertTitle>
      {t('answer.local.text', { time })}
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" onClick={onKeep}>
          {t('answer.local.keep')}
        </Button>
        <Button variant="outlined" size="small" onClick={onDiscard}>
          {t('answer.local.discard')}
        </Button>
      </Stack>
    </Alert>
  );
}
