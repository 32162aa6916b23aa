import {
  getAddRetakeMockHandler,
  getAppointTestMockHandler,
  getFinishTestMockHandler,
  getStartTestMockHandler,
} from '../../generated/assignments/assignments.msw';
import { AddRetakeBody, AppointTestBody, FinishTestBody } from '../../generated/zod/assignments/assignments';
import { assignments, assignmentsOf, studentsOf } from '../db/assignments';
import { currentWorks, versionFor } from '../db/works';
import { schoolNow } from '../../time/school-time';
import { finalTestTaken } from '../rules/assignment-appointment';
import { retakeStudents } from '../rules/assignment-retake';
import { finishAnswers, handIn } from '../rules/work-hand-in';
import { finishTest, startTest } from '../rules/work-transitions';
import { studentWork, teachAssignment } from './assignments-access';
import { openLessonOf } from './assignments-checks';
import { allowed, saveWork } from './assignments-moves';
import { toAssignment, toWork } from './assignments-view';
import { parseBody, rawBody } from './request-params';
import { fail } from './respond';
import { testAppointed } from '../notifications/events';

const notATest = (what: string): never => fail(409, 'transition_not_allowed', `Only a test ${what}.`);

/** Appointing tests, retakes, and taking a test on the platform. */
export const assignmentTestHandlers = [
  getAppointTestMockHandler(async ({ request, params }) => {
    const { assignment, viewer } = teachAssignment(request, params.assignmentId);
    const body = await parseBody(request, AppointTestBody);
    if (assignment.kind !== 'test') notATest('can be appointed to a lesson');
    if (
      assignment.test_type === 'final_test' &&
      finalTestTaken(assignmentsOf(viewer.course.id), assignment.id)
    ) {
      fail(409, 'final_test_exists', 'The course already has a final test.');
    }
    const lesson = openLessonOf(viewer.course, body.lesson_id, 404);
    assignment.lesson_id = lesson.id;
    assignments.save();
    testAppointed(assignment, viewer.course, lesson);
    return { data: toAssignment(assignment, viewer) };
  }),

  getAddRetakeMockHandler(async ({ request, params }) => {
    const { assignment: original, viewer } = teachAssignment(request, params.assignmentId);
    const parsed = AddRetakeBody.safeParse(await rawBody(request));
    if (!parsed.success) fail(422, 'validation_failed', 'The given data was invalid.', { field: 'body' });
    if (original.kind !== 'test') notATest('can have a retake');
    const lesson = parsed.data.lesson_id
      ? openLessonOf(viewer.course, parsed.data.lesson_id, 422)
      : undefined;
    const students = retakeStudents(studentsOf(original), currentWorks(original), original.max_score ?? 1);
    if (students.length === 0) fail(409, 'transition_not_allowed', 'Every student passed the test.');
    const retake = assignments.insert({
      ...structuredClone(original),
      title: `Перескладання: ${original.title}`,
      title_en: `Retake: ${original.title_en ?? original.title}`,
      student_files: [],
      created_at: schoolNow(),
      published: false,
      published_at: null,
      student_ids: students,
      test_type: 'test_retake',
      retake_allowed: false,
      retake_of: original.id,
      deadline: parsed.data.deadline ?? null,
      lesson_id: lesson?.id ?? null,
    });
    return { data: toAssignment(retake, viewer) };
  }),

  getStartTestMockHandler(({ request, params }) => {
    const { assignment, work, viewer } = studentWork(request, params);
    const status = allowed(
      startTest(work.status, assignment),
      'This test cannot be started on the platform now.',
    );
    const now = schoolNow();
    saveWork(work, status, { opened_at: work.opened_at ?? now, started_at: work.started_at ?? now });
    return { data: toWork(assignment, work, viewer) };
  }),

  getFinishTestMockHandler(async ({ request, params }) => {
    const { assignment, work, viewer } = studentWork(request, params);
    const { answers } = await parseBody(request, FinishTestBody);
    const status = allowed(finishTest(work.status, assignment), 'The test is not in progress.');
    const questions = versionFor(assignment, work).questions;
    for (const answer of answers) {
      const question = questions.find((q) => q.id === answer.question_id);
      const options = question?.options.map((o) => o.id) ?? [];
      if (!question || !(answer.option_ids ?? []).every((id) => options.includes(id))) {
        fail(422, 'validation_failed', 'The given data was invalid: answers.', { field: 'answers' });
      }
    }
    // The answers sent, merged with those saved as they were given (docs/statuses.md#assigned-work).
    const sent = answers.map((a) => ({
      question_id: a.question_id,
      option_ids: a.option_ids ?? [],
      revision: a.revision ?? null,
    }));
    const held = work.answers.map((answer) => ({ ...answer, revision: answer.revision ?? null }));
    const counted = handIn(questions, finishAnswers(held, sent), assignment.max_score ?? 0);
    const texts = new Map(answers.map((a) => [a.question_id, a.text ?? null]));
    const now = schoolNow();
    saveWork(work, status, {
      answers: counted.answers.map((a) => ({ ...a, text: texts.get(a.question_id) ?? null })),
      score: counted.score,
      submitted_at: now,
      completed_at: now,
    });
    return { data: toWork(assignment, work, viewer) };
  }),
];
