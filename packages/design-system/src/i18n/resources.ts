import { dsEn } from './en';
import { dsUk } from './uk';

/** Both languages' texts of the `ds` namespace at once, for Storybook and tests. */
export const designSystemResources = { uk: { ds: dsUk }, en: { ds: dsEn } } as const;
