import type { CompanyPaymentPurpose } from '../../generated/model';

/**
 * How a company pays for its learning. It pays in advance, by its company account, for its
 * courses' lessons a module (eight lessons) at a time, and for placement-test checks in packs.
 * A lesson's price is per employee: a group lesson costs every employee on the group's roster
 * (those the company later deactivated too, as their seats were bought), an individual lesson
 * one. The money is used as lessons are held and as placement tests are assigned.
 */

/** Lessons bought by one payment: a module of the course. */
export const LESSONS_PER_PAYMENT = 8;

/** How many days before its module's first lesson the company pays for it. */
export const PAYMENT_DAYS_AHEAD = 7;

/** The pricing of a course, as the course table keeps it. */
export type PricedCourse = {
  kind: 'group' | 'individual';
  price: number;
  price_unit: 'hour' | 'unit' | 'course';
  lessons_count: number;
  schedule: readonly { duration_minutes: number }[];
  student_ids: readonly number[];
  inactive_student_ids: readonly number[];
};

/** The price of one lesson for one employee: by the hour, by the lesson, or the course's share. */
export function lessonUnitPrice(course: PricedCourse): number {
  if (course.price_unit === 'unit') return course.price;
  if (course.price_unit === 'course') return Math.round(course.price / Math.max(1, course.lessons_count));
  const minutes = course.schedule[0]?.duration_minutes ?? 60;
  return Math.round((course.price * minutes) / 60);
}

/** The employees each lesson of the course is paid for. */
export const seatsOf = (course: PricedCourse): number =>
  course.kind === 'group' ? course.student_ids.length + course.inactive_student_ids.length : 1;

/** What buying the course's lessons is. */
export const lessonsPurpose = (course: PricedCourse): CompanyPaymentPurpose =>
  course.kind === 'group' ? 'group_lessons' : 'individual_lessons';

/** What one held lesson of the course uses of the prepaid money. */
export const heldLessonCost = (course: PricedCourse): number => seatsOf(course) * lessonUnitPrice(course);

/** A payment's amount: lessons for their employees, or checks (no seats). */
export const paymentAmount = (payment: { quantity: number; seats: number | null; unit_price: number }) =>
  payment.quantity * (payment.seats ?? 1) * payment.unit_price;
