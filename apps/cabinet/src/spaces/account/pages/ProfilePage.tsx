import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../session/use-current-user';

/** The signed-in user's record; the editable profile comes with the shell issue. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('profile.title')}
        </Typography>
        <Typography variant="h6" component="p">
          {user.name}
        </Typography>
        <Typography>
          {t('profile.email')}: {user.email}
        </Typography>
        <Typography>
          {t('profile.phone')}: {user.phone ?? t('profile.noPhone')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('profile.spaces')}
        >
          {user.spaces.map((space) => (
            <Chip key={space} label={t(`spaces.${space}`)} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
