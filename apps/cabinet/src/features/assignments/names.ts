import type { Assignment, CourseModule, PersonRef } from '@cabinet/api/model';

export type Language = 'uk' | 'en';
export const languageOf = (language: string): Language => (language === 'en' ? 'en' : 'uk');

/** The title in the interface language: the English one when the teacher wrote it. */
export const assignmentTitle = (assignment: Pick<Assignment, 'title' | 'title_en'>, language: Language) =>
  language === 'en' ? assignment.title_en || assignment.title : assignment.title;

export const moduleName = (module: CourseModule, language: Language) =>
  language === 'en' ? module.name_en || module.name : module.name;

export const personName = (person: PersonRef, language: Language) =>
  language === 'en' ? person.name_en || person.name : person.name;
