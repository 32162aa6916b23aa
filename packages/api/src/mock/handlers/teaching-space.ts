import type { Space } from '../../generated/model';
import type { UserRow } from '../db';
import { fail, requireUser } from './respond';

/**
 * The spaces of the teacher's calendar, substitutions and statistics (the director of studies
 * holds `teacher`); the corporate teacher reads their own companies' lessons, requests and pay.
 */
export const TEACHING_SPACES: Space[] = ['teacher', 'tutor', 'corporate_teacher'];

/** The spaces of a teacher who leads clubs: the school's teacher and the corporate teacher. */
export const CLUB_LEAD_SPACES: Space[] = ['teacher', 'corporate_teacher'];

/** The spaces that read the teachers' handbook. */
export const HANDBOOK_SPACES: Space[] = ['teacher', 'tutor', 'corporate_teacher'];

/** The signed-in user, refused (403 `forbidden`) without one of `spaces`. */
export function requireSpaces(request: Request, spaces: readonly Space[]): UserRow {
  const user = requireUser(request);
  if (!spaces.some((space) => user.spaces.includes(space))) {
    fail(403, 'forbidden', 'You do not have access to this section.');
  }
  return user;
}
