import cards from './locales/uk/cards.json';
import modals from './locales/uk/modals.json';
import offers from './locales/uk/offers.json';
import status from './locales/uk/status.json';

/** The texts of the design system's domain components in one language: statuses, cards, offers, modals. */
export const dsUkDomain = { ...status, ...cards, ...offers, ...modals };
