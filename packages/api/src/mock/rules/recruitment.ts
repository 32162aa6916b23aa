import { PUBLIC_FACTS } from '../../rules/public-facts';

/** Groups have up to 10 students. */
export const GROUP_SIZE_MAX = PUBLIC_FACTS.groupSizeMax;

type Seats = { seats_total: number; student_ids: readonly number[] };

/** Seats not yet taken in a course. */
export const seatsLeft = (course: Seats): number =>
  Math.max(0, course.seats_total - course.student_ids.length);

/**
 * The public catalogue shows a course while it is a group in recruitment with a seat left; a
 * registration request is accepted on the same condition.
 */
export const isRecruiting = (course: Seats & { kind: string; recruitment: boolean }): boolean =>
  course.kind === 'group' && course.recruitment && seatsLeft(course) > 0;
