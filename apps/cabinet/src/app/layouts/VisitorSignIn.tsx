import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { saveReturnUrl } from '../../session/return-url';
import { paths } from '../../shared/paths';

/**
 * Under the header of a public page for a visitor who has not signed in: the way to the sign-in,
 * which comes back to this page afterwards.
 */
export function VisitorSignIn() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('shell.visitor.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {/* On phones the link alone, so the page starts higher. */}
      <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {t('shell.visitor.text')}
      </Typography>
      <Button
        href={paths.login.to()}
        onClick={() => saveReturnUrl(pathname + search)}
        variant="outlined"
        startIcon={<LoginIcon aria-hidden="true" />}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {t('shell.visitor.signIn')}
      </Button>
    </Box>
  );
}
