import type {
  CourseFeedback,
  CourseFeedbackFields,
  FeedbackFields,
  FeedbackMark,
  ModuleFeedback,
} from '@cabinet/api/model';

type Language = 'uk' | 'en';

/** The marks of a module feedback, in the order a report card reads them. */
export const MARK_FIELDS = ['homework', 'performance', 'work_in_class', 'lexis', 'grammar', 'mark'] as const;
/** The written parts of a module feedback, in the order the teacher fills them. */
export const TEXT_FIELDS = [
  'topics_covered',
  'test_result',
  'test_comment',
  'recommendations',
  'progress_comment',
  'group_comment',
] as const;
/** What a parent reads of a course feedback: never the comment for the academic director. */
export const COURSE_TEXT_FIELDS = [
  'progress',
  'recommendation',
  'future_course_recommendations',
  'extended_comment',
] as const satisfies readonly (keyof CourseFeedbackFields)[];

export type MarkField = (typeof MARK_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number];

/** A mark, or null when the teacher left it out. */
export const markOf = (fields: FeedbackFields, field: MarkField): FeedbackMark | null =>
  fields[field] ?? null;

/** A written part, trimmed; null when empty. */
export const textOf = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The feedback a parent (or the student) may read: only what was sent (the API already keeps
 * the rest away), modules in the course's order.
 */
export function readableModuleFeedback(rows: readonly ModuleFeedback[]): ModuleFeedback[] {
  return rows.filter((row) => row.status === 'sent').sort((a, b) => a.module.number - b.module.number);
}

export function readableCourseFeedback(rows: readonly CourseFeedback[]): CourseFeedback | undefined {
  return rows.find((row) => row.status === 'sent');
}

/** A module's name in the interface language. */
export const moduleName = (row: Pick<ModuleFeedback, 'module'>, language: Language): string =>
  (language === 'en' ? row.module.name_en : row.module.name) || row.module.name;
