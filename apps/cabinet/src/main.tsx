import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForPreloadErrors } from './app/chunk-recovery';
import { configureApi } from './app/configure-api';
import { i18n, initialLanguage, loadLanguage } from './i18n';
import { showToast } from './shared/toast-queue';

async function boot() {
  listenForPreloadErrors();
  configureApi();
  const texts = loadLanguage(initialLanguage);
  // The mock school answers when asked for (VITE_API_MOCK=true) or in development without an API
  // base URL; a build never mocks because a variable is missing. The switch is written out here,
  // not read from a variable, so a build with mocking off drops the mock school entirely.
  if (
    import.meta.env.VITE_API_MOCK === 'true' ||
    (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL)
  ) {
    const { startMockSchool, mockSchoolWasReseeded } = await import('@cabinet/api/mock/browser');
    await startMockSchool();
    void import('./dev/mount-dev-tools').then(async ({ mountDevTools }) => {
      await mountDevTools();
      if (mockSchoolWasReseeded()) showToast(i18n.t('dev:reseeded'), 'info');
    });
  }
  await texts;
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<App />);
}

void boot();
