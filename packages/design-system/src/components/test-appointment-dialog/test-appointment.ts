import type { StatusValue } from '../status-badge';

export type TestKind = Exclude<StatusValue<'lessonType'>, 'lesson'>;
export type TestAppointmentLesson = {
  id: string;
  title: string;
  /** The lesson's start, ISO 8601. */
  date: string;
  status: StatusValue<'lessonStatus'>;
};
/** Why no test can be appointed at all. */
export type AppointmentBlock = 'final_test_used' | 'no_lessons';

/** A test goes only to a lesson that has not ended: upcoming or in progress. */
export function offeredLessons(lessons: readonly TestAppointmentLesson[]): TestAppointmentLesson[] {
  return lessons.filter((lesson) => lesson.status === 'upcoming' || lesson.status === 'in_progress');
}

/** The reason the dialog cannot appoint anything; a second final test comes first. */
export function appointmentBlock(
  kind: TestKind,
  courseHasFinalTest: boolean,
  offered: readonly TestAppointmentLesson[],
): AppointmentBlock | null {
  if (kind === 'final_test' && courseHasFinalTest) return 'final_test_used';
  if (offered.length === 0) return 'no_lessons';
  return null;
}

/** `required` unless the chosen id is one of the offered lessons. */
export function lessonChoiceError(
  lessonId: string,
  offered: readonly TestAppointmentLesson[],
): 'required' | null {
  return offered.some((lesson) => lesson.id === lessonId) ? null : 'required';
}
