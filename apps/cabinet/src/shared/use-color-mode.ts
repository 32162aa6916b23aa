import type { ColorMode } from '@cabinet/design-system/theme';
import useMediaQuery from '@mui/material/useMediaQuery';

/** The device's colour scheme, which the cabinet follows: light or dark, and switched live. */
export function useColorMode(): ColorMode {
  return useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true }) ? 'dark' : 'light';
}
