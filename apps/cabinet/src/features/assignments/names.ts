import type { Assignment, CourseModule } from '@cabinet/api/model';

import { type Language, inLanguage } from '../../shared/in-language';

/** The title in the interface language: the English one when the teacher wrote it. */
export const assignmentTitle = (assignment: Pick<Assignment, 'title' | 'title_en'>, language: Language) =>
  inLanguage(assignment.title, assignment.title_en, language);

export const moduleName = (module: CourseModule, language: Language) =>
  inLanguage(module.name, module.name_en, language);
