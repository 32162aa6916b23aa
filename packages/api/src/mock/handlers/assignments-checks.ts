import type { TestQuestionInput } from '../../generated/model';
import type { QuestionRow } from '../db/assignments';
import type { CourseRow } from '../db/courses';
import { files } from '../db/files';
import { type LessonRow, lessons, lessonsOf } from '../db/lessons';
import { appointmentRefusal, takesNewTests } from '../rules/assignment-appointment';
import { assignmentFieldError } from '../rules/assignment-validation';
import { lessonStatus } from '../rules/lesson-status';
import { MAX_WORK_FILES } from '../rules/work-text';
import { fail } from './respond';
import * as clock from '../../time/clock';

/** The seed's field rules on the raw body (before the zod check, so their codes win). */
export function checkAssignmentFields(kind: unknown, body: Record<string, unknown>, creating: boolean): void {
  if (kind !== 'task' && kind !== 'test') return;
  const error = assignmentFieldError(kind, body, creating);
  if (error) fail(422, error.code, error.message, { field: error.field });
}

/** At most 10 files on a raw body's `file_ids` (too_many_files). */
export function checkFileCount(body: Record<string, unknown>): void {
  if (Array.isArray(body.file_ids) && body.file_ids.length > MAX_WORK_FILES) {
    fail(422, 'too_many_files', `At most ${MAX_WORK_FILES} files.`, { field: 'file_ids' });
  }
}

/** Files must exist and be uploaded by `ownerId` (the teacher for tasks, the student for works). */
export function checkOwnFiles(ids: readonly number[], ownerId: number, field = 'file_ids'): number[] {
  for (const id of ids) {
    if (files.byId(id)?.owner_id !== ownerId)
      fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });
  }
  return [...new Set(ids)];
}

const LESSON_REFUSALS = {
  no_lessons_for_test: 'Cannot add a test, no lessons in upcoming or in progress status.',
  lesson_not_editable: 'Tests can be appointed only to upcoming or in-progress lessons.',
} as const;

/**
 * The lesson a test is appointed to: a lesson of the course (else 404, or 422 for a body field)
 * in upcoming or in-progress status (409 `lesson_not_editable`, `no_lessons_for_test`).
 */
export function openLessonOf(
  course: CourseRow,
  lessonId: number,
  missing: 404 | 422,
  now = clock.now(),
): LessonRow {
  const lesson = lessons.byId(lessonId);
  if (!lesson || lesson.course_id !== course.id) {
    if (missing === 404) fail(404, 'not_found', 'The lesson was not found.');
    fail(422, 'validation_failed', 'The given data was invalid: lesson_id.', { field: 'lesson_id' });
  }
  const refusal = appointmentRefusal(
    lessonStatus(lesson, now),
    lessonsOf(course.id).map((l) => lessonStatus(l, now)),
  );
  if (refusal) fail(409, refusal, LESSON_REFUSALS[refusal]);
  return lesson;
}

/** A new test without a lesson still needs the course to have one upcoming or in progress (409). */
export function requireOpenLessons(course: CourseRow, now = clock.now()): void {
  if (!takesNewTests(lessonsOf(course.id).map((lesson) => lessonStatus(lesson, now))))
    fail(409, 'no_lessons_for_test', LESSON_REFUSALS.no_lessons_for_test);
}

/** The next free question and option ids of a test (ids are never reused within it). */
export const nextIds = (questions: readonly QuestionRow[]) => ({
  question: Math.max(0, ...questions.map((q) => q.id)) + 1,
  option: Math.max(0, ...questions.flatMap((q) => q.options.map((o) => o.id))) + 1,
});

/** The teacher's questions numbered from `from`; a correct option outside the options is 422. */
export function questionsFrom(
  input: readonly TestQuestionInput[],
  from = { question: 1, option: 1 },
): QuestionRow[] {
  let optionId = from.option;
  return input.map((q, index) => {
    if (q.correct_options.some((i) => i >= q.options.length)) {
      fail(422, 'validation_failed', `The given data was invalid: questions.${index}.correct_options.`, {
        field: `questions.${index}.correct_options`,
      });
    }
    const options = q.options.map((option) => ({ id: optionId++, text: option }));
    return {
      id: from.question + index,
      text: q.text,
      options,
      correct_option_ids: [...new Set(q.correct_options)].map((i) => options[i]?.id ?? 0),
      points: q.points,
    };
  });
}
