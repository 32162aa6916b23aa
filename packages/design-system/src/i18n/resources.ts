import { dsEn } from './en';
import { dsEnDomain } from './en-domain';
import { dsUk } from './uk';
import { dsUkDomain } from './uk-domain';

/** Both languages' texts of the `ds` namespace at once, for Storybook and tests. */
export const designSystemResources = {
  uk: { ds: { ...dsUk, ...dsUkDomain } },
  en: { ds: { ...dsEn, ...dsEnDomain } },
} as const;
