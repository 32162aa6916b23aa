import type { CompanyEmployee, PaidPretest, PaidPretestFeedbackPart } from '@cabinet/api/model';

/** The employee's name in the interface's language (the Ukrainian one when no English is given). */
export const employeeName = (student: CompanyEmployee, language: string) =>
  language === 'en' ? (student.name_en ?? student.name) : student.name;

/** The teacher's feedback on a part, draft or sent, if begun. */
export const feedbackOf = (test: PaidPretest, part: PaidPretestFeedbackPart) =>
  test.feedbacks.find((feedback) => feedback.part === part);

/**
 * Whether the result has gone to the employee and the manager: both feedbacks sent, or the
 * interview missed and the writing's feedback sent.
 */
export const isResultOut = (test: PaidPretest) =>
  test.status === 'finished' || (test.status === 'missed' && Boolean(feedbackOf(test, 'writing')?.sent_at));

/** The two views of a test the teacher checks. */
export const CHECK_SECTIONS = ['writing', 'speaking'] as const;
export type CheckSection = (typeof CHECK_SECTIONS)[number];
export const isCheckSection = (value: string | undefined): value is CheckSection =>
  value === 'writing' || value === 'speaking';
