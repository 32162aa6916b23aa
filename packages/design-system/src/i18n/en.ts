import cards from './locales/en/cards.json';
import ds from './locales/en/ds.json';
import forms from './locales/en/forms.json';
import layout from './locales/en/layout.json';
import modals from './locales/en/modals.json';
import offers from './locales/en/offers.json';
import states from './locales/en/states.json';
import status from './locales/en/status.json';

/** The design system's texts in one language: the `ds` namespace, one top-level key per group. */
export const dsEn = { ...ds, ...status, ...cards, ...offers, ...modals, ...forms, ...layout, ...states };
