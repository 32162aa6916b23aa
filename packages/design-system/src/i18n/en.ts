import ds from './locales/en/ds.json';
import forms from './locales/en/forms.json';
import layout from './locales/en/layout.json';
import states from './locales/en/states.json';

/**
 * The design system's core texts in one language (`ds` namespace): switcher, layout, states and
 * form parts, which any page may show. The domain components' texts are in `en-domain.ts`.
 */
export const dsEn = { ...ds, ...layout, ...states, ...forms };
