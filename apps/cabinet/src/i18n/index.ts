import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const APP_LANGUAGE_KEY = 'appLanguage';
export type AppLanguage = 'uk' | 'en';

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(APP_LANGUAGE_KEY);
/** The stored choice, otherwise Ukrainian (seed 000 §1). */
export const initialLanguage: AppLanguage = stored === 'en' || stored === 'uk' ? stored : 'uk';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common', 'auth', DS_NAMESPACE],
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Each language's texts are a chunk of their own: a page loads only the language it shows. */
const bundles: Record<AppLanguage, () => Promise<Record<string, object>>> = {
  uk: async () => {
    const [common, auth, ds] = await Promise.all([
      import('./locales/uk/common.json'),
      import('./locales/uk/auth.json'),
      import('@cabinet/design-system/i18n/uk'),
    ]);
    return { common: common.default, auth: auth.default, [DS_NAMESPACE]: ds.dsUk };
  },
  en: async () => {
    const [common, auth, ds] = await Promise.all([
      import('./locales/en/common.json'),
      import('./locales/en/auth.json'),
      import('@cabinet/design-system/i18n/en'),
    ]);
    return { common: common.default, auth: auth.default, [DS_NAMESPACE]: ds.dsEn };
  },
};

/** Texts of a group of pages, loaded with those pages rather than at start. */
const pageNamespaces = {
  account: { uk: () => import('./locales/uk/account.json'), en: () => import('./locales/en/account.json') },
} as const;
export type PageNamespace = keyof typeof pageNamespaces;
const wanted = new Set<PageNamespace>();

async function addPageNamespace(namespace: PageNamespace, language: AppLanguage) {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const texts = await pageNamespaces[namespace][language]();
  i18n.addResourceBundle(language, namespace, texts.default, true, true);
}

/** Loads a group of pages' texts in the current language, and in every language chosen later. */
export async function loadPageTexts(namespace: PageNamespace): Promise<void> {
  wanted.add(namespace);
  await addPageNamespace(namespace, i18n.language === 'en' ? 'en' : 'uk');
}

/** Loads a language's texts once, with the page texts already in use. */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const namespaces = await bundles[language]();
    for (const [namespace, resources] of Object.entries(namespaces)) {
      i18n.addResourceBundle(language, namespace, resources, true, true);
    }
  }
  await Promise.all([...wanted].map((namespace) => addPageNamespace(namespace, language)));
}

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
applyLanguage(initialLanguage);

/** Switches the interface language and remembers it under `appLanguage`. */
export async function setAppLanguage(language: AppLanguage): Promise<void> {
  localStorage.setItem(APP_LANGUAGE_KEY, language);
  await loadLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
}
