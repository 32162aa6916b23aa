import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack
      component="main"
      id="main"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}
    >
      <Typography variant="h4" component="h1">
        {t('errors.notFoundTitle')}
      </Typography>
      <Typography>{t('errors.notFoundText')}</Typography>
      <Button component={Link} to={paths.profile.to()} variant="contained">
        {t('errors.toProfile')}
      </Button>
    </Stack>
  );
}
