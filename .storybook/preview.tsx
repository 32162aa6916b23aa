// First: the clock every story reads (school-clock.start.ts).
import './school-clock.start';
import { AppTheme } from '@cabinet/design-system/theme';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { storybookI18n } from './i18n';
import { modeOverride, useModeOverride } from './mode-override';
import { visualModes, type VisualMode } from './modes';
import { mockScenarioLoader } from './mock-scenario';
import { mockNetworkLoader } from './msw';

/** The story in its colour mode: the toolbar's, unless the visual check shows it in another. */
function Themed({ theme, children }: { theme: VisualMode['theme']; children: ReactNode }) {
  return <AppTheme mode={useModeOverride()?.theme ?? theme}>{children}</AppTheme>;
}

const withThemeAndLocale: Decorator = (Story, context) => {
  const locale = modeOverride()?.locale ?? (context.globals.locale === 'en' ? 'en' : 'uk');
  if (storybookI18n.language !== locale) void storybookI18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={storybookI18n}>
      <Themed theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
      </Themed>
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
    // Chromatic and the visual check of the story tests look at every story in each of these.
    chromatic: { modes: visualModes },
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
