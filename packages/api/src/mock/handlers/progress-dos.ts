import { getGetDosProgressMockHandler } from '../../generated/progress/progress.msw';
import type { DosTeacherProgress, FeedbackStatusCounts, StatisticsStatusCounts } from '../../generated/model';
import type { UserRow } from '../db';
import { schoolCourses } from '../db/courses';
import { moduleFeedbackOf } from '../db/module-feedback';
import { personRef } from '../db/person-ref';
import { statisticsRecords } from '../db/statistics-records';
import { requireDos } from './feedback-access';
import { answered } from './progress-empty';

/** The most teachers the director's chart lists (the school has far fewer). */
export const DOS_PROGRESS_TEACHERS_MAX = 500;

const noFeedback = (): FeedbackStatusCounts => ({
  not_written: 0,
  in_progress: 0,
  need_review: 0,
  in_review: 0,
  need_edit: 0,
  sent: 0,
});
const noRecords = (): StatisticsStatusCounts => ({
  in_progress: 0,
  in_review: 0,
  need_revision: 0,
  verified: 0,
});

/**
 * Per teacher, what the director reviews: the module feedback of the school's own courses (a
 * company's groups send theirs to the company) and the statistics records of every month but the
 * director's own (another reviewer checks those), by status; by name, at most 500 teachers.
 */
export function dosProgress(director: UserRow) {
  const rows = new Map<number, DosTeacherProgress>();
  const rowOf = (teacherId: number) => {
    let row = rows.get(teacherId);
    if (!row) {
      row = { teacher: personRef(teacherId), feedback: noFeedback(), statistics: noRecords() };
      rows.set(teacherId, row);
    }
    return row;
  };
  for (const course of schoolCourses().filter((row) => row.company_name === null)) {
    for (const feedback of moduleFeedbackOf(course)) rowOf(course.teacher_id).feedback[feedback.status] += 1;
  }
  for (const record of statisticsRecords.rows) {
    if (record.teacher_id !== director.id) rowOf(record.teacher_id).statistics[record.status] += 1;
  }
  const teachers = [...rows.values()].sort(
    (a, b) => a.teacher.name.localeCompare(b.teacher.name, 'uk') || a.teacher.id - b.teacher.id,
  );
  return { teachers: teachers.slice(0, DOS_PROGRESS_TEACHERS_MAX), teachers_total: teachers.length };
}

export const dosProgressHandlers = [
  getGetDosProgressMockHandler(({ request }) => answered.dos(dosProgress(requireDos(request)))),
];
