import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_LANGUAGE_KEY } from './language-key';

export { APP_LANGUAGE_KEY };
export type AppLanguage = 'uk' | 'en';

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(APP_LANGUAGE_KEY);
/** The stored choice, otherwise Ukrainian. */
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

type Texts = Record<string, unknown>;
type Load = () => Promise<Texts>;

/**
 * Every namespace's texts, `locales/<language>/<namespace>.json`: each file is a chunk of its own,
 * so a page loads only its namespaces, in the language it shows.
 */
const localeFiles = import.meta.glob<Texts>('./locales/*/*.json', { import: 'default' });

/**
 * The design system's texts, which join its `ds` namespace: the core any page may show (switcher,
 * layout, states, form parts) and its domain components' (statuses, cards, offers, modals).
 */
const designSystemTexts: Record<string, Record<AppLanguage, Load>> = {
  designSystemCore: {
    uk: () => import('@cabinet/design-system/i18n/uk').then((m) => m.dsUk),
    en: () => import('@cabinet/design-system/i18n/en').then((m) => m.dsEn),
  },
  designSystemDomain: {
    uk: () => import('@cabinet/design-system/i18n/uk-domain').then((m) => m.dsUkDomain),
    en: () => import('@cabinet/design-system/i18n/en-domain').then((m) => m.dsEnDomain),
  },
};

/** The texts every page may show from its first paint: the shell's, the sign-in's, the design system's core. */
const FIRST_PAINT_TEXTS = ['common', 'auth', 'designSystemCore'];

/**
 * A group of pages' texts, loaded with those pages rather than at start: a file name of
 * `locales/<language>/` (`teaching` for `teaching.json`), or `designSystemDomain`.
 */
export type PageNamespace = string;

function textsOf(group: string, language: AppLanguage): { namespace: string; load: Load } {
  const designSystem = designSystemTexts[group];
  if (designSystem) return { namespace: DS_NAMESPACE, load: designSystem[language] };
  const load = localeFiles[`./locales/${language}/${group}.json`];
  if (!load) throw new Error(`No texts "${group}" in the ${language} locale.`);
  return { namespace: group, load };
}

const wanted = new Set<PageNamespace>();
const loaded = new Set<string>();

async function addTexts(group: string, language: AppLanguage) {
  const key = `${group}:${language}`;
  if (loaded.has(key)) return;
  const { namespace, load } = textsOf(group, language);
  i18n.addResourceBundle(language, namespace, await load(), true, true);
  loaded.add(key);
}

/** Loads a group of pages' texts in the current language, and in every language chosen later. */
export async function loadPageTexts(group: PageNamespace): Promise<void> {
  const language = i18n.language === 'en' ? 'en' : 'uk';
  textsOf(group, language); // an unknown name fails here, before it is remembered
  wanted.add(group);
  await addTexts(group, language);
}

/** Loads a language's first-paint texts once, with the page texts already in use. */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  await Promise.all([...FIRST_PAINT_TEXTS, ...wanted].map((group) => addTexts(group, language)));
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
