import type { CompanyPaymentMethod, CompanyPaymentPurpose } from '../../generated/model';
import * as clock from '../../time/clock';
import { schoolDateOf, schoolToday, shiftDate } from '../../time/school-time';
import {
  LESSONS_PER_PAYMENT,
  PAYMENT_DAYS_AHEAD,
  heldLessonCost,
  lessonUnitPrice,
  lessonsPurpose,
  paymentAmount,
  seatsOf,
} from '../rules/company-payments';
import type { Movement } from '../rules/company-statement';
import { DEMO_COMPANY, purchasesOf } from './companies';
import { type CourseRow, courses } from './courses';
import { lessonsOf } from './lessons';
import { pretestAttempts } from './pretest-attempts';
import { createTable } from './table';

/** What the school charges a company for one placement-test check, UAH. */
export const PLACEMENT_CHECK_PRICE = 600;

/** A payment a company made, by its company account, for lessons of one of its courses or for checks. */
export type CompanyPaymentRow = {
  id: number;
  company: string;
  date: string;
  amount: number;
  method: CompanyPaymentMethod;
  purpose: CompanyPaymentPurpose;
  quantity: number;
  /** Employees each lesson is for; null for checks. */
  seats: number | null;
  unit_price: number;
  /** The course whose lessons were bought; null for checks. */
  course_id: number | null;
};

type NewPayment = Omit<CompanyPaymentRow, 'id' | 'amount'>;

/** A company's courses, groups and individual ones. */
export const coursesOfCompany = (company: string): CourseRow[] =>
  courses.where((course) => course.company_name === company);

/** A course's lessons paid a module at a time, a week before the module's first lesson. */
function coursePayments(course: CourseRow, company: string): NewPayment[] {
  const lessons = lessonsOf(course.id).sort((a, b) => a.number - b.number);
  const payments: NewPayment[] = [];
  for (let start = 0; start < lessons.length; start += LESSONS_PER_PAYMENT) {
    const bought = lessons.slice(start, start + LESSONS_PER_PAYMENT);
    payments.push({
      company,
      date: shiftDate(schoolDateOf(bought[0]!.starts_at), -PAYMENT_DAYS_AHEAD),
      method: 'company_account',
      purpose: lessonsPurpose(course),
      quantity: bought.length,
      seats: seatsOf(course),
      unit_price: lessonUnitPrice(course),
      course_id: course.id,
    });
  }
  return payments;
}

/** The company's packs of placement-test checks, on the days it bought them. */
const checkPayments = (company: string, now: Date): NewPayment[] =>
  purchasesOf(company, now).map((purchase) => ({
    company,
    date: purchase.date,
    method: 'company_account',
    purpose: 'placement_checks',
    quantity: purchase.checks,
    seats: null,
    unit_price: PLACEMENT_CHECK_PRICE,
    course_id: null,
  }));

/** The demo company's payments up to today, oldest first. */
function seedPayments(): CompanyPaymentRow[] {
  const now = clock.now();
  const today = schoolToday(now);
  return [
    ...coursesOfCompany(DEMO_COMPANY).flatMap((course) => coursePayments(course, DEMO_COMPANY)),
    ...checkPayments(DEMO_COMPANY, now),
  ]
    .filter((payment) => payment.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((payment, index) => ({ ...payment, id: index + 1, amount: paymentAmount(payment) }));
}

export const companyPayments = createTable<CompanyPaymentRow>('company-payments', seedPayments);

/** A company's payments. */
export const paymentsOf = (company: string): CompanyPaymentRow[] =>
  companyPayments.where((payment) => payment.company === company);

/**
 * What a company's prepaid money went on: each held lesson of its courses (a late cancellation
 * is held too) on its day, and each placement test it assigned, one check on the day.
 */
export function usesOf(company: string): Movement[] {
  const lessons = coursesOfCompany(company).flatMap((course) =>
    lessonsOf(course.id)
      .filter((lesson) => lesson.completed)
      .map((lesson) => ({
        date: schoolDateOf(lesson.starts_at),
        amount: heldLessonCost(course),
        purpose: lessonsPurpose(course),
      })),
  );
  const checks = pretestAttempts
    .where((attempt) => attempt.paid?.company === company)
    .map((attempt) => ({
      date: schoolDateOf(attempt.paid!.assigned_at),
      amount: PLACEMENT_CHECK_PRICE,
      purpose: 'placement_checks' as const,
    }));
  return [...lessons, ...checks];
}
