import type { CourseFeedbackFields, CourseFeedbackStatus } from '../../generated/model';
import {
  LOCKED,
  type Transition,
  firstEmptyField,
  incomplete,
  isLongEnough,
  tooShort,
} from './feedback-refusal';

/** What the teacher has done with a course feedback; the shown status also follows the course. */
export type CourseFeedbackWritten = 'draft' | 'sent' | null;

/** Where the course is, as far as its course feedback cares. */
export type CourseProgress = { lastModuleStarted: boolean; finished: boolean };

/**
 * The course feedback list's status (not written, need feedback, feedback in
 * progress, sent): a saved draft is feedback_in_progress and a sent one sent; an unsaved one is
 * not_written while the course's last module has not started, and need_feedback once it has (or
 * the course finished).
 */
export function courseFeedbackStatus(
  written: CourseFeedbackWritten,
  course: CourseProgress,
): CourseFeedbackStatus {
  if (written === 'sent') return 'sent';
  if (written === 'draft') return 'feedback_in_progress';
  return course.lastModuleStarted || course.finished ? 'need_feedback' : 'not_written';
}

/** The fields a course feedback needs before sending, in the form's order; dos_comment is optional. */
export const COURSE_FEEDBACK_REQUIRED = [
  'language',
  'progress',
  'recommendation',
  'future_course_recommendations',
  'extended_comment',
] as const satisfies readonly (keyof CourseFeedbackFields)[];

export const emptyCourseFeedbackFields = (): CourseFeedbackFields => ({
  language: null,
  progress: null,
  recommendation: null,
  future_course_recommendations: null,
  extended_comment: null,
  dos_comment: null,
});

/** Saving keeps a draft (feedback_in_progress); a sent course feedback is locked. */
export function afterCourseFeedbackSave(status: CourseFeedbackStatus): Transition<CourseFeedbackStatus> {
  return status === 'sent' ? { refused: LOCKED } : { to: 'feedback_in_progress' };
}

/**
 * Sending needs language, progress, recommendation, future course recommendations and the extended
 * comment filled, the extended comment at least 20 characters; then sent, and locked.
 */
export function afterCourseFeedbackSend(
  status: CourseFeedbackStatus,
  fields: CourseFeedbackFields,
): Transition<CourseFeedbackStatus> {
  if (status === 'sent') return { refused: LOCKED };
  const empty = firstEmptyField(fields, COURSE_FEEDBACK_REQUIRED);
  if (empty) return { refused: incomplete(empty) };
  if (!isLongEnough(fields.extended_comment)) return { refused: tooShort('extended_comment') };
  return { to: 'sent' };
}
