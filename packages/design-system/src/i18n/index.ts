/**
 * The design system's i18n constants. The texts themselves live in `uk.ts` and `en.ts` (one
 * language each, for the app to load lazily) and `resources.ts` (both, for Storybook), so a
 * component importing these constants carries no texts.
 */
export const DS_NAMESPACE = 'ds';
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The interface language of an i18next instance, as the design system knows it. */
export const languageOf = (language: string | undefined): Language => (language === 'en' ? 'en' : 'uk');
