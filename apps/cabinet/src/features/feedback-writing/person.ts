import { languageOf } from '../../shared/in-language';
import { moduleName } from '../feedback/feedback-rules';

/** A module's title in the interface language. */
export const moduleTitle = (row: Parameters<typeof moduleName>[0], language: string) =>
  moduleName(row, languageOf(language));
