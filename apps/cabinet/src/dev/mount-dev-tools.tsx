import { AppTheme } from '@cabinet/design-system/theme';
import Stack from '@mui/material/Stack';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n, loadPageTexts } from '../i18n';
import { useColorMode } from '../shared/use-color-mode';
import { MockMailbox } from './MockMailbox';
import { MockScenario } from './MockScenario';

/** The height the developer buttons take at the bottom of the screen, with their margin. */
const DEV_BAR_SPACE = 64;

/** The app's theme in the device's colour scheme, as the cabinet beside it has. */
function DevToolsTheme({ children }: { children: ReactNode }) {
  return <AppTheme mode={useColorMode()}>{children}</AppTheme>;
}

/** Mounts the developer tools of mock mode beside the app, in a root of their own. */
export async function mountDevTools(): Promise<void> {
  await loadPageTexts('dev');
  const container = document.createElement('div');
  container.id = 'mock-dev-tools';
  document.body.append(container);
  // The buttons stay at the bottom of the screen: the page's end scrolls above them, and a focused
  // control is never scrolled under them (WCAG 2.4.11), on a phone too.
  document.body.style.paddingBottom = `${DEV_BAR_SPACE}px`;
  document.documentElement.style.scrollPaddingBottom = `${DEV_BAR_SPACE}px`;
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <DevToolsTheme>
        <Stack
          direction="row"
          spacing={1}
          sx={{ position: 'fixed', left: 12, bottom: 12, zIndex: (theme) => theme.zIndex.drawer - 1 }}
        >
          <MockMailbox />
          <MockScenario />
        </Stack>
      </DevToolsTheme>
    </I18nextProvider>,
  );
}
