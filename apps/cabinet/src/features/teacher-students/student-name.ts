import type { TeacherStudent } from '@cabinet/api/model';

/** The student's name in the interface language (the English spelling when there is one). */
export const studentName = (student: Pick<TeacherStudent, 'name' | 'name_en'>, language: string): string =>
  language === 'en' && student.name_en ? student.name_en : student.name;
