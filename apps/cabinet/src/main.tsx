import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForPreloadErrors } from './app/chunk-recovery';
import { configureApi } from './app/configure-api';
import { initialLanguage, loadLanguage } from './i18n';

async function boot() {
  listenForPreloadErrors();
  configureApi();
  const texts = loadLanguage(initialLanguage);
  // Mocking is on by default when no API base URL is configured. The switch is written out here,
  // not read from a variable, so a build with mocking off drops the mock school entirely.
  if (
    import.meta.env.VITE_API_MOCK === 'true' ||
    (import.meta.env.VITE_API_MOCK !== 'false' && !import.meta.env.VITE_API_BASE_URL)
  ) {
    const { startMockSchool } = await import('@cabinet/api/mock/browser');
    await startMockSchool();
    void import('./dev/mount-dev-tools').then(({ mountDevTools }) => mountDevTools());
  }
  await texts;
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void boot();
