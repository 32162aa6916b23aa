import en from './locales/en/ds.json';
import uk from './locales/uk/ds.json';

/** The design system's own texts, in its `ds` namespace; the app and Storybook add them. */
export const DS_NAMESPACE = 'ds';
export const designSystemResources = { uk: { ds: uk }, en: { ds: en } } as const;
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
