import { designSystemResources } from '@cabinet/design-system/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import authEn from './locales/en/auth.json';
import commonEn from './locales/en/common.json';
import authUk from './locales/uk/auth.json';
import commonUk from './locales/uk/common.json';

export const APP_LANGUAGE_KEY = 'appLanguage';
export type AppLanguage = 'uk' | 'en';

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(APP_LANGUAGE_KEY);
/** The stored choice, otherwise Ukrainian (seed 000 §1). */
export const initialLanguage: AppLanguage = stored === 'en' || stored === 'uk' ? stored : 'uk';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    uk: { ...designSystemResources.uk, common: commonUk, auth: authUk },
    en: { ...designSystemResources.en, common: commonEn, auth: authEn },
  },
  lng: initialLanguage,
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
applyLanguage(initialLanguage);

/** Switches the interface language and remembers it under `appLanguage`. */
export function setAppLanguage(language: AppLanguage): void {
  localStorage.setItem(APP_LANGUAGE_KEY, language);
  applyLanguage(language);
  void i18n.changeLanguage(language);
}
