import type { User } from '@cabinet/api/model';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Who is signed in: the name, the e-mail the account is known by, and the spaces it holds. */
export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {t('profile.email')}: {user.email}
        </Typography>
        {user.spaces.length > 0 && (
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            useFlexGap
            aria-label={t('profile.spaces')}
            sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
          >
            {user.spaces.map((space) => (
              <li key={space}>
                <Chip label={t(`spaces.${space}`, { ns: 'common' })} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
