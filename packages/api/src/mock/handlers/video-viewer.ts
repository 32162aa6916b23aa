import type { UserRow } from '../db';
import { coursesOfStudent } from '../db/courses';
import { mayUseVideoCourses } from '../rules/video-access';
import { courseProgress } from './course-view';
import { fail, requireUser } from './respond';
import { subscribedOn } from './subscriptions-view';

/** A user the library is open to: no space, or a learner's, a parent's, a company's or a trainee's. */
export function requireVideoViewer(request: Request): UserRow {
  const user = requireUser(request);
  if (!mayUseVideoCourses(user.spaces)) fail(403, 'forbidden', 'Video courses are not open to this account.');
  return user;
}

/** The school's student while one of their courses (not a teacher-training group) is in progress. */
export const studyingAtSchool = (userId: number, now: Date): boolean =>
  coursesOfStudent(userId).some(
    (course) => course.training === null && courseProgress(course, now).status === 'in_progress',
  );

/** What opens subscription-only courses to a user today. */
export const viewerStanding = (userId: number, now: Date) => ({
  subscribed: subscribedOn(userId, now),
  studyingAtSchool: studyingAtSchool(userId, now),
});
