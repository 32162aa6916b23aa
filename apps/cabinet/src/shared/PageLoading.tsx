import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A page's loading state: a status region and a progress indicator, both named "Loading…". */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('loading')}
      sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
