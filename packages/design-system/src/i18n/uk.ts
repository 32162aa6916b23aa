import ds from './locales/uk/ds.json';
import forms from './locales/uk/forms.json';
import layout from './locales/uk/layout.json';
import states from './locales/uk/states.json';

/**
 * The design system's core texts in one language (`ds` namespace): switcher, layout, states and
 * form parts, which any page may show. The domain components' texts are in `uk-domain.ts`.
 */
export const dsUk = { ...ds, ...layout, ...states, ...forms };
