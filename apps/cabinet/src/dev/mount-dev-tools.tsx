import { AppTheme } from '@cabinet/design-system/theme';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { MockMailbox } from './MockMailbox';

/** Mounts the developer tools of mock mode beside the app, in a root of their own. */
export function mountDevTools(): void {
  const container = document.createElement('div');
  container.id = 'mock-dev-tools';
  document.body.append(container);
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <MockMailbox />
      </AppTheme>
    </I18nextProvider>,
  );
}
