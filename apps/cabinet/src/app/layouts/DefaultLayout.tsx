import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router-dom';
import { LanguageSelector } from './LanguageSelector';

/** Login and checkout: the language selector at top right, content in a centred container. */
export function DefaultLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', p: 2 }}>
        <LanguageSelector />
      </Box>
      <Container component="main" id="main" maxWidth="sm" sx={{ flex: 1, py: { xs: 2, sm: 6 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
