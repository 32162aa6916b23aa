import cards from './locales/uk/cards.json';
import ds from './locales/uk/ds.json';
import forms from './locales/uk/forms.json';
import layout from './locales/uk/layout.json';
import modals from './locales/uk/modals.json';
import offers from './locales/uk/offers.json';
import states from './locales/uk/states.json';
import status from './locales/uk/status.json';

/** The design system's texts in one language: the `ds` namespace, one top-level key per group. */
export const dsUk = { ...ds, ...status, ...cards, ...offers, ...modals, ...forms, ...layout, ...states };
