import type { Space, VideoCourseAccessReason } from '../../generated/model';

/** The spaces video courses are open to; a user with no space at all is let in too. */
export const VIDEO_COURSE_SPACES: readonly Space[] = [
  'student',
  'responsible_person',
  'corporate_student',
  'corporate_hr',
  'student_teacher_training',
];

/** No space at all (a visitor), or any of the video-course spaces. */
export function mayUseVideoCourses(spaces: readonly Space[]): boolean {
  const held = spaces.filter((space) => space !== 'no_space');
  return held.length === 0 || held.some((space) => VIDEO_COURSE_SPACES.includes(space));
}

/**
 * Why the caller may watch a course, the first that holds: a free course is for everyone let in;
 * a subscription-only course with an active or paid-to-date subscription; or for the school's
 * student while one of their courses is in progress. Otherwise `none`.
 */
export function videoAccessReason(input: {
  access: 'free' | 'subscription';
  subscribed: boolean;
  studyingAtSchool: boolean;
}): VideoCourseAccessReason {
  if (input.access === 'free') return 'free';
  if (input.subscribed) return 'subscription';
  if (input.studyingAtSchool) return 'school_student';
  return 'none';
}
