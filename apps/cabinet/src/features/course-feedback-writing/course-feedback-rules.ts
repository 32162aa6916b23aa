import { ApiError } from '@cabinet/api/http';
import type { CourseFeedbackFields, CourseFeedbackStatus, FeedbackLanguage } from '@cabinet/api/model';
import {
  saveCourseFeedbackBodyDosCommentMax,
  saveCourseFeedbackBodyExtendedCommentMax,
  saveCourseFeedbackBodyFutureCourseRecommendationsMax,
  saveCourseFeedbackBodyProgressMax,
  saveCourseFeedbackBodyRecommendationMax,
} from '@cabinet/api/zod/feedback';
import { MIN_EXTENDED_COMMENT } from '../feedback-writing/feedback-writing-rules';

/** The written fields of a course feedback, in the form's order. */
export const COURSE_TEXT_FIELDS = [
  'progress',
  'recommendation',
  'future_course_recommendations',
  'extended_comment',
  'dos_comment',
] as const satisfies readonly (keyof CourseFeedbackFields)[];
export type CourseTextField = (typeof COURSE_TEXT_FIELDS)[number];

/** The languages a course feedback is written in. */
export const FEEDBACK_LANGUAGES = ['uk', 'en'] as const satisfies readonly FeedbackLanguage[];

/** The longest text of each field, as the contract allows. */
export const COURSE_TEXT_LIMITS: Record<CourseTextField, number> = {
  progress: saveCourseFeedbackBodyProgressMax,
  recommendation: saveCourseFeedbackBodyRecommendationMax,
  future_course_recommendations: saveCourseFeedbackBodyFutureCourseRecommendationsMax,
  extended_comment: saveCourseFeedbackBodyExtendedCommentMax,
  dos_comment: saveCourseFeedbackBodyDosCommentMax,
};

/** The extended comment needs at least 20 characters: the same rule as a module feedback's. */
export { MIN_EXTENDED_COMMENT };

/** Sending needs these filled; the comment for the academic director stays optional. */
export const REQUIRED_TO_SEND = [
  'language',
  'progress',
  'recommendation',
  'future_course_recommendations',
  'extended_comment',
] as const satisfies readonly (keyof CourseFeedbackFields)[];
export type CourseFormField = 'language' | CourseTextField;

/** What the form holds: texts as typed, the language as '' until chosen. */
export type CourseFeedbackFormValues = Record<CourseTextField, string> & { language: FeedbackLanguage | '' };

export function toCourseFormValues(fields: CourseFeedbackFields): CourseFeedbackFormValues {
  const values = { language: fields.language ?? '' } as CourseFeedbackFormValues;
  for (const field of COURSE_TEXT_FIELDS) values[field] = fields[field] ?? '';
  return values;
}

/** What the server keeps: an empty (or blank) field is null. */
export function toCourseFeedbackFields(values: CourseFeedbackFormValues): CourseFeedbackFields {
  const fields = { language: values.language === '' ? null : values.language } as CourseFeedbackFields;
  for (const field of COURSE_TEXT_FIELDS) fields[field] = values[field].trim() === '' ? null : values[field];
  return fields;
}

export type CourseSendProblem = { field: CourseFormField; problem: 'required' | 'tooShort' };

/**
 * Why the course feedback cannot be sent yet (the contract's send rules): each empty
 * required field, and an extended comment under 20 characters once trimmed. Empty: ready to send.
 */
export function courseSendProblems(values: CourseFeedbackFormValues): CourseSendProblem[] {
  const problems: CourseSendProblem[] = [];
  for (const field of REQUIRED_TO_SEND) {
    const value = values[field].trim();
    if (value === '') problems.push({ field, problem: 'required' });
    else if (field === 'extended_comment' && value.length < MIN_EXTENDED_COMMENT)
      problems.push({ field, problem: 'tooShort' });
  }
  return problems;
}

/** A sent course feedback is locked. */
export const isCourseFeedbackLocked = (status: CourseFeedbackStatus): boolean => status === 'sent';

/** The form field a refused call names, if it is one of the form's. */
export function fieldOfError(error: unknown): CourseFormField | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { field?: unknown } | null;
  const field = typeof data?.field === 'string' ? data.field : undefined;
  return field === 'language' || (COURSE_TEXT_FIELDS as readonly string[]).includes(field ?? '')
    ? (field as CourseFormField)
    : undefined;
}
