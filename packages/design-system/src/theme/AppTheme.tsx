import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ElementType, type ReactNode, useMemo } from 'react';
import { type ColorMode, createAppTheme } from './create-app-theme';
import './fonts';

type AppThemeProps = {
  mode?: ColorMode;
  /**
   * The element every `href` of MUI links, buttons and tabs renders with. The app passes its
   * router's link adapter, so design-system links navigate without a reload; Storybook keeps `<a>`.
   */
  linkComponent?: ElementType;
  children: ReactNode;
};

/** Wraps an app or a story in the cabinet's theme and MUI's baseline styles. */
export function AppTheme({ mode = 'light', linkComponent, children }: AppThemeProps) {
  const theme = useMemo(() => {
    const base = createAppTheme(mode);
    if (!linkComponent) return base;
    base.components = {
      ...base.components,
      MuiLink: { ...base.components?.MuiLink, defaultProps: { component: linkComponent } },
      MuiButtonBase: {
        ...base.components?.MuiButtonBase,
        defaultProps: { ...base.components?.MuiButtonBase?.defaultProps, LinkComponent: linkComponent },
      },
    };
    return base;
  }, [mode, linkComponent]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
