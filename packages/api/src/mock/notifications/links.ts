import type { Space } from '../../generated/model';

/**
 * The cabinet's addresses a notification links to, written as the cabinet's route table spells
 * them (docs/routes.md); links.test.ts checks each against that table. The mock school cannot
 * import the app, so the shapes live here once.
 */

type Course = { id: number; kind: 'group' | 'individual'; company_name: string | null };

const isCorporate = (course: Course) => course.company_name !== null;

/** A learner's task or test of a course. */
export function taskLink(course: Course, taskId: number, test: boolean): string {
  if (isCorporate(course)) {
    return test
      ? `/corporate/student/groups/${course.id}/assigned-tasks/test/${taskId}`
      : `/corporate/student/groups/${course.id}/assigned-tasks/${taskId}`;
  }
  if (course.kind === 'individual') {
    return test
      ? `/student/individuals/${course.id}/assigned-tasks/test/${taskId}`
      : `/student/individuals/${course.id}/assigned-tasks/task/${taskId}`;
  }
  return test
    ? `/student/groups/${course.id}/assigned-tasks/test/${taskId}`
    : `/student/groups/${course.id}/assigned-tasks/${taskId}`;
}

/** A lesson of a course: the learner's lesson page, or the teacher's schedule of the course. */
export function lessonLink(course: Course, lessonId: number, viewer: 'learner' | 'teacher'): string {
  if (viewer === 'teacher') {
    if (isCorporate(course))
      return course.kind === 'individual'
        ? `/teacher-corporate/individuals/schedule/${course.id}`
        : `/teacher-corporate/groups/${course.id}/schedule`;
    return course.kind === 'individual'
      ? `/teacher/individuals/${course.id}/schedule`
      : `/teacher/groups/${course.id}/schedule`;
  }
  if (isCorporate(course))
    return course.kind === 'individual'
      ? `/corporate/student/individuals/schedule/${course.id}/lesson/${lessonId}`
      : `/corporate/student/groups/schedule/${course.id}/lesson/${lessonId}`;
  return course.kind === 'individual'
    ? `/student/individuals/${course.id}/schedule/${lessonId}`
    : `/student/groups/schedule/${course.id}/lesson/${lessonId}`;
}

/** A course's feedback: the learner's course page, or the teacher's feedback tab. */
export function feedbackLink(course: Course, viewer: 'learner' | 'teacher'): string {
  if (viewer === 'teacher')
    return isCorporate(course)
      ? `/teacher-corporate/groups/${course.id}/feedback`
      : `/teacher/groups/${course.id}/feedback`;
  if (isCorporate(course)) return `/corporate/student/groups/${course.id}`;
  return course.kind === 'individual'
    ? `/student/individuals/${course.id}/general`
    : `/student/groups/${course.id}`;
}

/** The user's upcoming clubs. */
export const clubsLink = (spaces: readonly Space[]): string =>
  spaces.includes('corporate_student') && !spaces.includes('student')
    ? '/corporate/student/clubs/upcoming'
    : '/student/clubs/upcoming';

/** The teacher's substitution requests. */
export const substitutionsLink = (): string => '/teacher/substitutions';

/** A corporate student's paid placement tests. */
export const paidPlacementLink = (): string => '/corporate/pretests/paid';

/** A teacher-training event (`kind`: webinars, conferences, workshops). */
export const eventLink = (kind: string, eventId: number): string => `/teacherTraining/${kind}/${eventId}`;

/** The video-course library, where a subscription is managed. */
export const subscriptionLink = (): string => '/video-courses/list/subscription';

/** A parent's view of a child's group: a lesson, a task or test, or the feedback. */
export const parentLink = {
  lesson: (courseId: number, studentId: number, lessonId: number) =>
    `/parent/groups/schedule/${courseId}/${studentId}/lesson/${lessonId}`,
  task: (courseId: number, studentId: number, taskId: number, test: boolean) =>
    test
      ? `/parent/groups/${courseId}/${studentId}/assigned-tasks/test/${taskId}`
      : `/parent/groups/${courseId}/${studentId}/assigned-tasks/${taskId}`,
  feedback: (courseId: number, studentId: number) => `/parent/groups/feedbacks/${courseId}/${studentId}`,
};

/** The company manager's page of an employee's placement tests. */
export const managerPlacementLink = (studentId: number): string =>
  `/corporate-manager/students/${studentId}/placements-tests`;
