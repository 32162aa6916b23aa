import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguageSelector } from './LanguageSelector';

/** Header, content and the copyright footer. The menu of every space comes with the shell issue. */
export function CabinetLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2, justifyContent: 'space-between' }}>
          <Typography component="p" variant="h6" sx={{ fontSize: { xs: 16, sm: 20 } }}>
            {t('appName')}
          </Typography>
          <LanguageSelector />
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="lg" sx={{ flex: 1, py: 3 }}>
        <Outlet />
      </Container>
      <Box
        component="footer"
        sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}
