import { getGetTeacherProgressMockHandler } from '../../generated/progress/progress.msw';
import type { TeacherProgressMonth } from '../../generated/model';
import { GetTeacherProgressQueryParams } from '../../generated/zod/progress/progress';
import * as clock from '../../time/clock';
import { schoolToday } from '../../time/school-time';
import type { UserRow } from '../db';
import { catchUps } from '../db/catch-ups';
import { courses, schoolCourses } from '../db/courses';
import { moduleSpans } from '../db/feedback-timeline';
import { lessons } from '../db/lessons';
import { moduleFeedbackOf } from '../db/module-feedback';
import { personRef } from '../db/person-ref';
import { statisticsRecords } from '../db/statistics-records';
import { approvedByLesson, substitutions } from '../db/substitutions';
import { FEEDBACK_DUE_DAYS, feedbackDueAt, feedbackTimeliness } from '../rules/progress-feedback';
import {
  DEFAULT_PROGRESS_MONTHS,
  hoursToOneDecimal,
  perMonth,
  progressPeriod,
  schoolMonthOf,
} from '../rules/progress-period';
import { categoryTotals, salaryBreakdown } from '../rules/statistics';
import { holderOf } from '../rules/substitutions';
import { answered } from './progress-empty';
import { parseQuery } from './request-params';
import { requireSpaces } from './teaching-space';

type Taught = { kind: 'lesson' | 'catch_up'; starts_at: string; minutes: number };

const minutesBetween = (from: string, to: string) =>
  Math.max(0, (new Date(to).getTime() - new Date(from).getTime()) / 60_000);

/**
 * What the teacher taught: the lessons they held (their courses' lessons marked completed, less
 * those an approved substitution gave away, plus those it gave them; a late cancellation is paid
 * but not taught) and the catch-up lessons they completed.
 */
function taughtBy(teacherId: number): Taught[] {
  const teacherOf = new Map(courses.rows.map((course) => [course.id, course.teacher_id]));
  const approved = approvedByLesson(substitutions.rows);
  const held = lessons
    .where((lesson) => lesson.completed && !lesson.late_cancel)
    .filter((lesson) => {
      const teacher = teacherOf.get(lesson.course_id);
      return teacher !== undefined && holderOf(teacher, approved.get(lesson.id)) === teacherId;
    })
    .map((lesson) => ({
      kind: 'lesson' as const,
      starts_at: lesson.starts_at,
      minutes: minutesBetween(lesson.starts_at, lesson.ends_at),
    }));
  const caughtUp = catchUps
    .where((row) => row.teacher_id === teacherId && row.completed)
    .map((row) => ({
      kind: 'catch_up' as const,
      starts_at: row.starts_at,
      minutes: minutesBetween(row.starts_at, row.ends_at),
    }));
  return [...held, ...caughtUp];
}

/** The module feedback of the teacher's courses, each with when it is due and how it stands now. */
function feedbackOf(teacherId: number, now: Date) {
  return schoolCourses()
    .filter((course) => course.teacher_id === teacherId)
    .flatMap((course) => {
      const dueByModule = new Map(
        moduleSpans(course.id).map((span) => [span.module.id, feedbackDueAt(span.endsAt)]),
      );
      return moduleFeedbackOf(course).flatMap((row) => {
        const dueAt = dueByModule.get(row.module_id);
        return dueAt === undefined ? [] : [{ dueAt, timeliness: feedbackTimeliness(row, dueAt, now) }];
      });
    });
}

/** The teacher's charts at `now` over the months given. */
export function teacherProgress(teacher: UserRow, monthsCount: number, now: Date) {
  const { months, period } = progressPeriod(schoolToday(now), monthsCount);
  const records = statisticsRecords.where((row) => row.teacher_id === teacher.id);
  const recordsByMonth = perMonth(
    months,
    records,
    (row) => row.date.slice(0, 7),
    (rows) => rows,
  );
  const taughtByMonth = perMonth(
    months,
    taughtBy(teacher.id),
    (row) => schoolMonthOf(row.starts_at),
    (rows) => rows,
  );
  const feedbackByMonth = perMonth(
    months,
    feedbackOf(teacher.id, now),
    (row) => schoolMonthOf(row.dueAt),
    (rows) => rows,
  );
  const minutes = (rows: Taught[]) => rows.reduce((sum, row) => sum + row.minutes, 0);
  return {
    teacher: personRef(teacher.id),
    period,
    feedback_due_days: FEEDBACK_DUE_DAYS,
    months: months.map((month, index): TeacherProgressMonth => {
      const monthRecords = recordsByMonth[index] ?? [];
      const salary = salaryBreakdown(monthRecords);
      const taught = taughtByMonth[index] ?? [];
      const lessonRows = taught.filter((row) => row.kind === 'lesson');
      const feedback = feedbackByMonth[index] ?? [];
      const count = (what: string) => feedback.filter((row) => row.timeliness === what).length;
      return {
        month,
        earnings: {
          by_category: categoryTotals(monthRecords),
          running_total: salary.running_total,
          total_to_pay: salary.total_to_pay,
        },
        hours: {
          lessons: hoursToOneDecimal(minutes(lessonRows)),
          catch_ups: hoursToOneDecimal(minutes(taught.filter((row) => row.kind === 'catch_up'))),
          total: hoursToOneDecimal(minutes(taught)),
          lessons_held: lessonRows.length,
        },
        feedback: { on_time: count('on_time'), late: count('late'), overdue: count('overdue') },
      };
    }),
  };
}

export const teacherProgressHandlers = [
  getGetTeacherProgressMockHandler(({ request }) => {
    const user = requireSpaces(request, ['teacher', 'corporate_teacher']);
    const query = parseQuery(request, GetTeacherProgressQueryParams);
    return answered.teacher(teacherProgress(user, query.months ?? DEFAULT_PROGRESS_MONTHS, clock.now()));
  }),
];
