import { createAppTheme } from '@cabinet/design-system/theme';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadPageTexts } from '../../i18n';
import { useColorMode } from '../../shared/use-color-mode';
import { UpdateNotice } from './UpdateNotice';

function Themed({ onReload }: { onReload: () => void }) {
  const mode = useColorMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <UpdateNotice onReload={onReload} />
      </ThemeProvider>
    </I18nextProvider>
  );
}

let shown = false;

/**
 * Shows the update notice in a root of its own beside the app's, so the app's providers and the
 * first paint carry nothing of it (the theme and the texts are the app's).
 */
export async function showUpdateNotice(onReload: () => void): Promise<void> {
  if (shown) return;
  shown = true;
  await loadPageTexts('pwa');
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<Themed onReload={onReload} />);
}
