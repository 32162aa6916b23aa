import { createTheme, type Theme } from '@mui/material/styles';
import { accent, brand, neutral, statusTonesDark, statusTonesLight } from './primitives';
import './status-palette';

export type ColorMode = 'light' | 'dark';

/** The cabinet's MUI theme in the light or the dark mode. */
export function createAppTheme(mode: ColorMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: dark ? { main: brand.light, contrastText: '#0b1220' } : brand,
      secondary: accent,
      status: dark ? statusTonesDark : statusTonesLight,
      background: dark
        ? { default: neutral.backgroundDark, paper: neutral.paperDark }
        : { default: neutral.backgroundLight, paper: neutral.paperLight },
      text: dark
        ? { primary: neutral.textDark, secondary: neutral.textSecondaryDark }
        : { primary: neutral.textLight, secondary: neutral.textSecondaryLight },
      // MUI's default (54 % black) falls just short of 4.5:1 on the page background.
      action: dark ? { active: 'rgba(255, 255, 255, 0.78)' } : { active: 'rgba(0, 0, 0, 0.66)' },
    },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 500 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
