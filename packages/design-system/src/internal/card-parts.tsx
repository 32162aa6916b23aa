import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, languageOf } from '../i18n';

/** The parts the learning cards share: frame, title, facts, external link. */

export {
  CardFrame,
  CardKicker,
  CardTitle,
  ExternalLink,
  type HeadingLevel,
} from '../components/card-frame/CardFrame';

/** The `ds` texts and the interface language as the formatters want it. */
export function useCardText() {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  return { t, language: languageOf(i18n.language) };
}

/** Names joined the way the language joins a list: "Олена Коваль і Ігор Шевченко". */
export function joinNames(names: readonly string[], language: 'uk' | 'en'): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : 'uk', { type: 'conjunction' }).format(names);
}

export { visuallyHidden } from './visually-hidden';

export { Fact, Facts } from '../components/fact-list/FactList';
