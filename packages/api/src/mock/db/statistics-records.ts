import { text } from '../scenarios/hostile';
import type { StatisticsCategory, StatisticsRecordStatus } from '../rules/statistics';
import { createTable } from './table';
import { DEMO } from './world/people';
import { randomFor } from './world/random';
import { schoolDateOf, schoolToday, shiftDate } from '../../time/school-time';
import { courses } from './courses';
import { type LessonRow, onLessonCompleted } from './lessons';

/** A line of a teacher's statistics. */
export type StatisticsRecordRow = {
  id: number;
  teacher_id: number;
  date: string;
  category: StatisticsCategory;
  description: string;
  type: 'corporate' | 'other';
  /** UAH per unit. */
  rate: number;
  amount: number;
  units: 'hours' | 'pieces';
  status: StatisticsRecordStatus;
  review_comment: string | null;
  change_after_verify: number | null;
  /** The line pays a lesson marked a late cancellation (as if held): that lesson's id. */
  late_cancel_lesson_id?: number;
};

type Plan = [StatisticsCategory, 'corporate' | 'other', string, number, number, 'hours' | 'pieces'];

/** One month of a teacher's work: every salary line, taxes included. */
const MONTH_PLAN: readonly Plan[] = [
  ['groups', 'other', 'GE-B1 group lessons', 420, 16, 'hours'],
  ['individual_lessons', 'other', 'Individual lessons', 450, 8, 'hours'],
  ['substitutions', 'other', 'Substitution, group lesson', 420, 1.5, 'hours'],
  ['individual_substitutions', 'other', 'Substitution, individual lesson', 450, 1, 'hours'],
  ['feedback_forms', 'other', 'Module feedback forms', 60, 9, 'pieces'],
  ['catch_ups', 'other', 'Catch-up lessons', 300, 2, 'hours'],
  ['speaking_clubs', 'other', 'Speaking club "Travel"', 350, 3, 'hours'],
  ['trial_lessons', 'other', 'Trial lessons', 250, 2, 'pieces'],
  ['groups', 'corporate', 'Business English, company group', 520, 6, 'hours'],
  ['company_trials', 'other', 'Company trial lessons', 300, 1, 'pieces'],
  ['tkt_groups', 'other', 'TKT group sessions', 600, 3, 'hours'],
  ['tylt_groups', 'other', 'TYLT substitution', 600, 1.5, 'hours'],
  ['paid_tests', 'other', 'Paid placement tests checked', 120, 4, 'pieces'],
  ['taxes', 'other', 'Single tax, 5%', 1, 900, 'pieces'],
];

/** The statuses of this month's records: some of each. */
const THIS_MONTH: readonly StatisticsRecordStatus[] = [
  'verified',
  'verified',
  'verified',
  'in_review',
  'in_review',
  'need_revision',
  'in_progress',
  'in_progress',
  'verified',
  'need_revision',
  'in_review',
  'in_progress',
  'in_progress',
  'verified',
];

/**
 * The demo teachers' records: this month's in every status (two need revision, with the
 * manager's comment; one verified with a change after verify), and last month's all verified.
 * The corporate teacher's records follow.
 */
export const statisticsRecords = createTable<StatisticsRecordRow>('statistics_records', () => {
  const random = randomFor('statistics');
  const today = schoolToday();
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const lastMonthStart = `${shiftDate(firstOfMonth, -1).slice(0, 7)}-01`;
  const dayOfMonth = Number(today.slice(8, 10));
  const rows: StatisticsRecordRow[] = [];
  for (const teacherId of [DEMO.teacher(), DEMO.dos()]) {
    MONTH_PLAN.forEach(([category, type, description, rate, amount, units], index) => {
      rows.push({
        id: rows.length + 1,
        teacher_id: teacherId,
        date: shiftDate(lastMonthStart, Math.min(26, index * 2)),
        category,
        description: text(description),
        type,
        rate,
        amount,
        units,
        status: 'verified',
        review_comment: null,
        change_after_verify: index === 0 ? -random.int(1, 3) * 100 : null,
      });
    });
    MONTH_PLAN.forEach(([category, type, description, rate, amount, units], index) => {
      const status = THIS_MONTH[index] ?? 'in_progress';
      rows.push({
        id: rows.length + 1,
        teacher_id: teacherId,
        date: shiftDate(firstOfMonth, Math.min(dayOfMonth - 1, index)),
        category,
        description: text(description),
        type,
        rate,
        amount: units === 'hours' && category !== 'taxes' ? amount + random.int(0, 2) : amount,
        units,
        status,
        review_comment:
          status === 'need_revision' ? text('Please check the number of hours against the schedule.') : null,
        change_after_verify: index === 2 ? random.int(1, 2) * 150 : null,
      });
    });
  }
  rows.push(...corporateTeacherRecords(rows.length, firstOfMonth, lastMonthStart, dayOfMonth));
  return rows;
});

/** UAH for one company trial lesson. */
const COMPANY_TRIAL_RATE = 300;

/** The corporate teacher's month: the companies' groups and individual lessons, paid tests, trials. */
const CORPORATE_PLAN: readonly (readonly [...Plan, StatisticsRecordStatus])[] = [
  ['groups', 'corporate', 'Business English, company group', 520, 12, 'hours', 'verified'],
  ['individual_lessons', 'corporate', 'Individual lessons for a company', 550, 6, 'hours', 'in_review'],
  ['substitutions', 'corporate', 'Substitution, company group lesson', 520, 1.5, 'hours', 'need_revision'],
  ['feedback_forms', 'corporate', 'Course feedback forms for HR', 60, 5, 'pieces', 'in_progress'],
  ['paid_tests', 'corporate', 'Corporate placement tests checked', 120, 6, 'pieces', 'in_review'],
  ['company_trials', 'corporate', 'Company trial lessons', COMPANY_TRIAL_RATE, 2, 'pieces', 'in_progress'],
  [
    'company_trials',
    'corporate',
    'Trial lesson for a new company',
    COMPANY_TRIAL_RATE,
    1,
    'pieces',
    'verified',
  ],
  ['taxes', 'other', 'Single tax, 5%', 1, 650, 'pieces', 'verified'],
];

/**
 * The corporate teacher's records, after the school teachers' (their own stream, so those keep
 * their draws): last month's all verified, this month's in every status, one needing revision
 * with the manager's comment.
 */
function corporateTeacherRecords(
  before: number,
  firstOfMonth: string,
  lastMonthStart: string,
  dayOfMonth: number,
): StatisticsRecordRow[] {
  const random = randomFor('statistics-corporate-teacher');
  const teacherId = DEMO.corporateTeacher();
  const month = (start: string, thisMonth: boolean) =>
    CORPORATE_PLAN.map(([category, type, description, rate, amount, units, status], index) => ({
      teacher_id: teacherId,
      date: thisMonth ? shiftDate(start, Math.min(dayOfMonth - 1, index)) : shiftDate(start, index * 3),
      category,
      description: text(description),
      type,
      rate,
      amount: thisMonth && units === 'hours' ? amount + random.int(0, 2) : amount,
      units,
      status: thisMonth ? status : ('verified' as const),
      review_comment:
        thisMonth && status === 'need_revision'
          ? text('Please attach the company’s attendance sheet for this lesson.')
          : null,
      change_after_verify: null,
    }));
  return [...month(lastMonthStart, false), ...month(firstOfMonth, true)].map((row, index) => ({
    ...row,
    id: before + index + 1,
  }));
}

/**
 * A company's trial lesson, once its teacher sums it up and marks it completed, is a line of
 * their statistics (company trials, corporate), in progress until they send the month for review.
 */
function recordCompanyTrial(lesson: LessonRow): void {
  const course = courses.byId(lesson.course_id);
  if (lesson.type !== 'trial' || !course?.company_name) return;
  statisticsRecords.insert({
    teacher_id: course.teacher_id,
    date: schoolDateOf(lesson.starts_at),
    category: 'company_trials',
    description: `Trial lesson, ${course.name} (${course.company_name})`,
    type: 'corporate',
    rate: COMPANY_TRIAL_RATE,
    amount: 1,
    units: 'pieces',
    status: 'in_progress',
    review_comment: null,
    change_after_verify: null,
  });
}

onLessonCompleted(recordCompanyTrial);
