import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../../session/use-current-user';
import { paths } from '../../../shared/paths';

/** Shown after a fresh registration. */
export function LoginSuccessPage() {
  const { t } = useTranslation('auth');
  const { data: user, hasToken } = useCurrentUser();
  if (!hasToken) return <Navigate to={paths.login.to()} replace />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('success.title')}
        </Typography>
        <Typography>{t('success.text', { email: user?.email ?? '' })}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={Link} to={paths.profile.to()} variant="contained">
            {t('success.toProfile')}
          </Button>
          <Button component={Link} to={paths.courses.to()} variant="outlined">
            {t('success.toCourses')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
