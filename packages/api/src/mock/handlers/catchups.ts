import {
  getCompleteCatchUpMockHandler,
  getListCatchUpsMockHandler,
} from '../../generated/catchups/catchups.msw';
import type { CatchUp } from '../../generated/model';
import { type CatchUpRow, catchUps, catchUpsOf } from '../db/catch-ups';
import type { CourseRow } from '../db/courses';
import { lessons } from '../db/lessons';
import { personRef } from '../db/person-ref';
import { canMarkCompleted } from '../rules/lesson-actions';
import { lessonStatus } from '../rules/lesson-status';
import { requireLearner, teachCourse, viewCourse } from './course-access';
import { listOf } from './paging';
import { pathId } from './request-params';
import { fail } from './respond';
import * as clock from '../../time/clock';

const catchUpView = (row: CatchUpRow, course: CourseRow, now = clock.now()): CatchUp => {
  const missed = lessons.byId(row.lesson_id);
  const online = course.format === 'online';
  return {
    id: row.id,
    course_id: row.course_id,
    student: personRef(row.student_id),
    teacher: personRef(row.teacher_id),
    missed_lesson: { id: row.lesson_id, number: missed?.number ?? 1, topic: missed?.topic ?? '' },
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    status: lessonStatus(row, now),
    zoom_link: online ? course.zoom_link : null,
    room: online ? null : course.room,
  };
};

/** Catch-up lessons: a student's own, a parent's child's, every student's for the teacher. */
export const catchupsHandlers = [
  getListCatchUpsMockHandler(({ request, params }) => {
    requireLearner(request);
    const viewer = viewCourse(request, pathId(params.courseId, 'course'));
    const now = clock.now();
    const rows = catchUpsOf(viewer.course.id)
      .filter((row) => viewer.studentId === undefined || row.student_id === viewer.studentId)
      .sort((a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime());
    return listOf(rows.map((row) => catchUpView(row, viewer.course, now)));
  }),

  getCompleteCatchUpMockHandler(({ request, params }) => {
    requireLearner(request);
    const row = catchUps.byId(pathId(params.catchUpId, 'catch-up'));
    if (!row) fail(404, 'not_found', 'The catch-up was not found.');
    const { course } = teachCourse(request, row.course_id);
    if (!canMarkCompleted(lessonStatus(row))) {
      fail(409, 'transition_not_allowed', 'Only a catch-up that has started can be marked completed.');
    }
    row.completed = true;
    catchUps.save();
    return { data: catchUpView(row, course) };
  }),
];
