import {
  getListLateCancellationsMockHandler,
  getMarkLateCancelMockHandler,
} from '../../generated/lessons/lessons.msw';
import type { LateCancellationLesson } from '../../generated/model';
import { ListLateCancellationsQueryParams } from '../../generated/zod/lessons/lessons';
import { type CourseRow, courses } from '../db/courses';
import { type LessonRow, lessons } from '../db/lessons';
import { personRef } from '../db/person-ref';
import { statisticsRecords } from '../db/statistics-records';
import { substitutions } from '../db/substitutions';
import {
  type LateCancelRefusal,
  inLateCancelWindow,
  lateCancelLine,
  lateCancelRefusal,
} from '../rules/late-cancel';
import { lessonStatus } from '../rules/lesson-status';
import { paginate } from './paging';
import { parseQuery, pathId } from './request-params';
import { fail } from './respond';
import { requireSpaces } from './teaching-space';
import { schoolDateOf } from '../../time/school-time';
import * as clock from '../../time/clock';
import { lessonChanged } from '../notifications/events';

const REFUSALS: Record<LateCancelRefusal, string> = {
  already_late_cancelled: 'The lesson is already marked as a late cancellation.',
  lesson_already_held: 'The lesson was held; a held lesson cannot be a late cancellation.',
  outside_late_cancel_window: 'A lesson can be marked from 24 hours before its start until 14 days after it.',
};

/** The substitute an approved (and not withdrawn) request handed the lesson to, else null. */
const substituteOf = (lessonId: number): number | null =>
  substitutions.rows.find(
    (row) =>
      row.lesson_id === lessonId &&
      row.state === 'approved' &&
      row.substitute_id !== null &&
      !row.canceled_by_requester,
  )?.substitute_id ?? null;

/** Who holds (and is paid for) the lesson: the substitute it was handed to, else the course's teacher. */
const holderOf = (lesson: LessonRow, course: CourseRow): number =>
  substituteOf(lesson.id) ?? course.teacher_id;

function lessonView(lesson: LessonRow, course: CourseRow, now: Date): LateCancellationLesson {
  const student = course.kind === 'individual' ? course.student_ids[0] : undefined;
  return {
    id: lesson.id,
    number: lesson.number,
    type: lesson.type,
    status: lessonStatus(lesson, now),
    starts_at: lesson.starts_at,
    ends_at: lesson.ends_at,
    topic: lesson.topic,
    late_cancel: lesson.late_cancel,
    can_mark: lateCancelRefusal(lesson, now) === null,
    course: {
      id: course.id,
      name: course.name,
      kind: course.kind,
      course_type: course.course_type,
      company_name: course.company_name,
    },
    teacher: personRef(holderOf(lesson, course)),
    student: student === undefined ? null : personRef(student),
  };
}

/** Adds the late-cancelled lesson to its holder's statistics, counted as the held lesson would be. */
function recordLateCancel(lesson: LessonRow, course: CourseRow): void {
  const substitute = substituteOf(lesson.id) !== null;
  const minutes = (new Date(lesson.ends_at).getTime() - new Date(lesson.starts_at).getTime()) / 60_000;
  const line = lateCancelLine({
    kind: course.kind,
    corporate: course.company_name !== null,
    training: course.training,
    substitute,
    trial: lesson.type === 'trial',
    minutes,
  });
  statisticsRecords.insert({
    teacher_id: holderOf(lesson, course),
    date: schoolDateOf(lesson.starts_at),
    ...line,
    description: `Late cancellation: ${course.name}, lesson ${lesson.number}`,
    status: 'in_progress',
    review_comment: null,
    change_after_verify: null,
    late_cancel_lesson_id: lesson.id,
  });
}

/** The director of studies' late cancellations (the `lessons` tag). */
export const lateCancellationHandlers = [
  getListLateCancellationsMockHandler(({ request }) => {
    requireSpaces(request, ['dos']);
    const query = parseQuery(request, ListLateCancellationsQueryParams);
    const now = clock.now();
    const rows = lessons.rows
      .filter(
        (lesson) => inLateCancelWindow(lesson.starts_at, now) && (lesson.late_cancel || !lesson.completed),
      )
      .filter((lesson) => !query.state || (query.state === 'marked') === lesson.late_cancel)
      .flatMap((lesson) => {
        const course = courses.byId(lesson.course_id);
        return course ? [lessonView(lesson, course, now)] : [];
      })
      .filter((row) => !query.teacher_id || row.teacher.id === query.teacher_id)
      .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || b.id - a.id);
    return paginate(request, rows);
  }),

  getMarkLateCancelMockHandler(({ request, params }) => {
    requireSpaces(request, ['dos']);
    const lesson = lessons.byId(pathId(params.lessonId, 'lesson'));
    const course = lesson ? courses.byId(lesson.course_id) : undefined;
    if (!lesson || !course) fail(404, 'not_found', 'The lesson was not found.');
    const now = clock.now();
    const refusal = lateCancelRefusal(lesson, now);
    if (refusal) fail(409, refusal, REFUSALS[refusal]);
    // Closed as held: paid and charged as if held, its attendance left unmarked.
    lesson.late_cancel = true;
    lesson.completed = true;
    lessons.save();
    recordLateCancel(lesson, course);
    lessonChanged(lesson, course, 'lesson_cancelled');
    return { data: lessonView(lesson, course, now) };
  }),
];
