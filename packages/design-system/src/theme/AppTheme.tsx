import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { type ColorMode, createAppTheme } from './create-app-theme';
import './fonts';

type AppThemeProps = { mode?: ColorMode; children: ReactNode };

/** Wraps an app or a story in the cabinet's theme and MUI's baseline styles. */
export function AppTheme({ mode = 'light', children }: AppThemeProps) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
