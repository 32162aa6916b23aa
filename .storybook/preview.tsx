import { AppTheme } from '@cabinet/design-system/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { storybookI18n } from './i18n';
import { mockScenarioLoader } from './mock-scenario';
import { mockNetworkLoader } from './msw';

const withThemeAndLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'en' ? 'en' : 'uk';
  const mode = context.globals.theme === 'dark' ? 'dark' : 'light';
  if (storybookI18n.language !== locale) void storybookI18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={storybookI18n}>
      <AppTheme mode={mode}>
        <Story />
      </AppTheme>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  // `parameters.msw` starts the mock service worker with the story's handlers;
  // `parameters.mockScenario` (Partial<Scenario>) sets the mock school's scenario first (see mock-scenario.ts).
  loaders: [mockScenarioLoader, mockNetworkLoader],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'uk', title: 'Українська' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'uk', theme: 'light' },
  parameters: {
    // Any accessibility violation fails the story's test.
    a11y: {
      test: 'error',
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
