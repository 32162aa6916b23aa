import cards from './locales/en/cards.json';
import modals from './locales/en/modals.json';
import offers from './locales/en/offers.json';
import status from './locales/en/status.json';

/** The texts of the design system's domain components in one language: statuses, cards, offers, modals. */
export const dsEnDomain = { ...status, ...cards, ...offers, ...modals };
