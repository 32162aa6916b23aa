import { designSystemResources } from '@cabinet/design-system/i18n/resources';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Storybook's own i18next instance with the design system's texts; the toolbar sets its language. */
export const storybookI18n = i18next.createInstance();

void storybookI18n.use(initReactI18next).init({
  resources: designSystemResources,
  lng: 'uk',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
