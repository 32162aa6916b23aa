import cardsEn from './locales/en/cards.json';
import dsEn from './locales/en/ds.json';
import formsEn from './locales/en/forms.json';
import layoutEn from './locales/en/layout.json';
import modalsEn from './locales/en/modals.json';
import offersEn from './locales/en/offers.json';
import statesEn from './locales/en/states.json';
import statusEn from './locales/en/status.json';
import cardsUk from './locales/uk/cards.json';
import dsUk from './locales/uk/ds.json';
import formsUk from './locales/uk/forms.json';
import layoutUk from './locales/uk/layout.json';
import modalsUk from './locales/uk/modals.json';
import offersUk from './locales/uk/offers.json';
import statesUk from './locales/uk/states.json';
import statusUk from './locales/uk/status.json';

/**
 * The design system's own texts, in its `ds` namespace; the app and Storybook add them. One file
 * per group of components, each with its own top-level key (`status`, `cards`, `forms`...).
 */
export const DS_NAMESPACE = 'ds';
export const designSystemResources = {
  uk: {
    ds: { ...dsUk, ...statusUk, ...cardsUk, ...offersUk, ...modalsUk, ...formsUk, ...layoutUk, ...statesUk },
  },
  en: {
    ds: { ...dsEn, ...statusEn, ...cardsEn, ...offersEn, ...modalsEn, ...formsEn, ...layoutEn, ...statesEn },
  },
} as const;
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The interface language of an i18next instance, as the design system knows it. */
export const languageOf = (language: string | undefined): Language => (language === 'en' ? 'en' : 'uk');
