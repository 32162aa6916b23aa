import { getGetLearnerProgressMockHandler } from '../../generated/progress/progress.msw';
import type {
  LearnerAttendanceMonth,
  LearnerHomeworkMonth,
  LearnerModuleMark,
  LearnerTestResult,
} from '../../generated/model';
import { GetLearnerProgressQueryParams } from '../../generated/zod/progress/progress';
import * as clock from '../../time/clock';
import { schoolDateOf, schoolToday } from '../../time/school-time';
import { type UserRow, users } from '../db';
import { testResultOf } from '../db/assignment-results';
import { type AssignmentRow, assignments, studentsOf } from '../db/assignments';
import { catchUps } from '../db/catch-ups';
import { type CourseRow, modules, schoolCourses } from '../db/courses';
import { lessons } from '../db/lessons';
import { moduleFeedback } from '../db/module-feedback';
import type { WorkRow } from '../db/works';
import { personRef } from '../db/person-ref';
import { type AttendanceMark, attendanceCounts } from '../rules/progress-attendance';
import { handedInAt, homeworkOutcome } from '../rules/progress-homework';
import {
  DEFAULT_PROGRESS_MONTHS,
  latestPoints,
  perMonth,
  progressPeriod,
  schoolMonthOf,
} from '../rules/progress-period';
import { isChildOf } from './course-access';
import { levelReader, progressCourseRef, testDateOf, worksAt } from './progress-view';
import { answered } from './progress-empty';
import { parseQuery } from './request-params';
import { fail } from './respond';
import { requireSpaces } from './teaching-space';

/**
 * Whose charts a call asks for: a student's own (no `student_id`, or their own id), a parent's
 * child named by `student_id`. A parent who names nobody has no one to show (422); a student
 * who is not the caller's child is not found (404), so nobody learns another's records exist.
 */
function learnerOf(user: UserRow, studentId: number | undefined): UserRow {
  const isStudent = user.spaces.includes('student');
  if (studentId === undefined) {
    if (isStudent) return user;
    fail(422, 'validation_failed', 'The given data was invalid: student_id.', { field: 'student_id' });
  }
  if (studentId === user.id && isStudent) return user;
  const child = isChildOf(user, studentId) ? users.byId(studentId) : undefined;
  if (!child) fail(404, 'not_found', 'The student was not found.');
  return child;
}

type Lesson = { starts_at: string; mark: AttendanceMark };

/** Each marked lesson of the student's courses, with whether a completed catch-up made an absence up. */
function marksOf(studentId: number, courseIds: ReadonlySet<number>): Lesson[] {
  const key = String(studentId);
  const caughtUp = new Set(
    catchUps.where((row) => row.student_id === studentId && row.completed).map((row) => row.lesson_id),
  );
  return lessons
    .where((lesson) => courseIds.has(lesson.course_id) && lesson.attendance[key] !== undefined)
    .map((lesson) => ({
      starts_at: lesson.starts_at,
      mark: { present: lesson.attendance[key] === true, caughtUp: caughtUp.has(lesson.id) },
    }));
}

/** What a student's charts read: their courses, their published assignments and works, the period. */
type Learning = {
  student: UserRow;
  courseById: Map<number, CourseRow>;
  assigned: AssignmentRow[];
  workOf: (assignment: AssignmentRow) => WorkRow | undefined;
  months: string[];
  inPeriod: (date: string) => boolean;
  now: Date;
};

/** Each month's marked lessons. */
const attendanceByMonth = ({ student, courseById, months }: Learning) =>
  perMonth(
    months,
    marksOf(student.id, new Set(courseById.keys())),
    (lesson) => schoolMonthOf(lesson.starts_at),
    (rows, month): LearnerAttendanceMonth => ({ month, ...attendanceCounts(rows.map((row) => row.mark)) }),
  );

/** Each month's tasks, by the month their deadline falls in. */
function homeworkByMonth({ assigned, workOf, months, now }: Learning): LearnerHomeworkMonth[] {
  const tasks = assigned.flatMap((assignment) => {
    const work = workOf(assignment);
    if (assignment.kind !== 'task' || assignment.deadline === null || !work) return [];
    return [
      { deadline: assignment.deadline, outcome: homeworkOutcome(assignment.deadline, handedInAt(work), now) },
    ];
  });
  return perMonth(
    months,
    tasks,
    (task) => schoolMonthOf(task.deadline),
    (rows, month) => ({
      month,
      on_time: rows.filter((row) => row.outcome === 'on_time').length,
      late: rows.filter((row) => row.outcome === 'late').length,
      not_handed_in: rows.filter((row) => row.outcome === 'not_handed_in').length,
    }),
  );
}

/** The period's scored tests. */
const testResultsOf = ({ assigned, workOf, courseById, inPeriod }: Learning): LearnerTestResult[] =>
  assigned.flatMap((assignment) => {
    const work = workOf(assignment);
    const result = testResultOf(assignment, work);
    const course = courseById.get(assignment.course_id);
    if (!work || !result || !course || !inPeriod(testDateOf(work))) return [];
    return [
      {
        date: testDateOf(work),
        assignment_id: assignment.id,
        title: assignment.title,
        title_en: assignment.title_en,
        course: progressCourseRef(course),
        test_type: assignment.test_type ?? 'test',
        score: result.score,
        max_score: result.max_score,
        percent: result.percent,
        grade: result.grade,
      },
    ];
  });

/** The overall marks of the period's module feedback sent to the student. */
const moduleMarksOf = ({ student, courseById, inPeriod }: Learning): LearnerModuleMark[] =>
  moduleFeedback
    .where((row) => row.student_id === student.id && row.status === 'sent' && courseById.has(row.course_id))
    .sort((a, b) => a.id - b.id)
    .flatMap((row) => {
      const course = courseById.get(row.course_id);
      const date = row.updated_at === null ? null : schoolDateOf(row.updated_at);
      if (!course || date === null || !inPeriod(date)) return [];
      return [
        {
          date,
          course: progressCourseRef(course),
          module_number: modules.byId(row.module_id)?.number ?? 1,
          mark: row.fields.mark,
        },
      ];
    });

/** The student's charts at `now` over the months given, counted from the tables at the call. */
export function learnerProgress(student: UserRow, monthsCount: number, now: Date) {
  const { months, period } = progressPeriod(schoolToday(now), monthsCount);
  const courses = schoolCourses().filter((course) => course.student_ids.includes(student.id));
  const courseById = new Map(courses.map((course) => [course.id, course]));
  const worksOf = worksAt(now);
  const learning: Learning = {
    student,
    courseById,
    assigned: assignments
      .where((row) => courseById.has(row.course_id) && row.published)
      .filter((row) => studentsOf(row, courseById.get(row.course_id)).includes(student.id))
      .sort((a, b) => a.id - b.id),
    workOf: (assignment) => worksOf(assignment).get(student.id),
    months,
    inPeriod: (date) => date >= period.from && date <= period.to,
    now,
  };
  const testResults = latestPoints(testResultsOf(learning), (row) => row.date);
  const moduleMarks = latestPoints(moduleMarksOf(learning), (row) => row.date);
  const levels = latestPoints(levelReader(courses, worksOf)(student.id), (row) => row.date);
  return {
    student: personRef(student.id),
    period,
    attendance: attendanceByMonth(learning),
    homework: homeworkByMonth(learning),
    test_results: testResults.items,
    test_results_total: testResults.total,
    module_marks: moduleMarks.items,
    module_marks_total: moduleMarks.total,
    levels: levels.items,
    levels_total: levels.total,
  };
}

export const learnerProgressHandlers = [
  getGetLearnerProgressMockHandler(({ request }) => {
    const user = requireSpaces(request, ['student', 'responsible_person']);
    const query = parseQuery(request, GetLearnerProgressQueryParams);
    const student = learnerOf(user, query.student_id);
    return answered.learner(learnerProgress(student, query.months ?? DEFAULT_PROGRESS_MONTHS, clock.now()));
  }),
];
