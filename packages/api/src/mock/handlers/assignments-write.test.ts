import { describe, expect, it } from 'vitest';
import {
  createAssignment,
  getAssignment,
  listAssignmentWork,
  listAssignments,
  publishAssignment,
  updateAssignment,
} from '../../generated/assignments/assignments';
import {
  GetAssignmentResponse,
  ListAssignmentWorkResponse,
  ListAssignmentsResponse,
  PublishAssignmentResponse,
  UpdateAssignmentResponse,
} from '../../generated/zod/assignments/assignments';
import { assignmentsOf } from '../db/assignments';
import { courses } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { currentWorks } from '../db/works';
import { isNotWritten } from '../rules/work-transitions';
import {
  STUDENT,
  STUDENT_ID,
  TEACHER,
  created,
  expectError,
  lessonIn,
  moduleOf,
  seededWork,
  signIn,
  silent,
  startAssignmentsSchool,
  taskBody,
  testBody,
} from '../../testing/assignments';

startAssignmentsSchool();

describe('createAssignment', () => {
  it('creates a task unpublished: hidden from students until access is granted', async () => {
    await signIn(TEACHER);
    const row = await created(taskBody({ video_link: 'https://vimeo.com/76979871' }));
    expect(row).toMatchObject({
      kind: 'task',
      published: false,
      title: 'Essay',
      video_link: 'https://vimeo.com/76979871',
    });
    await signIn(STUDENT);
    await expectError(getAssignment(row.id, undefined, silent), 404, 'not_found');
  });

  it('answers the seed\'s field rules: "Add title", bad video link, test description and score required', async () => {
    await signIn(TEACHER);
    await expectError(createAssignment(1, taskBody({ title: undefined }), silent), 422, 'title_required');
    await expectError(
      createAssignment(1, taskBody({ video_link: 'youtube' }), silent),
      422,
      'video_link_invalid',
    );
    await expectError(
      createAssignment(1, testBody({ description: undefined }), silent),
      422,
      'test_description_required',
    );
    await expectError(createAssignment(1, testBody({ max_score: undefined }), silent), 422, 'score_required');
    await expectError(
      createAssignment(1, taskBody({ module_id: moduleOf(2) }), silent),
      422,
      'validation_failed',
    );
  });

  it('creates a test with its questions, appointed to an upcoming lesson; a completed lesson is lesson_not_editable', async () => {
    await signIn(TEACHER);
    const row = await created(testBody({ lesson_id: lessonIn(1, 'upcoming') }));
    expect(row).toMatchObject({
      kind: 'test',
      test_type: 'test',
      platform: 'on',
      max_score: 10,
      title_en: 'Test',
    });
    expect(row.lesson?.id).toBe(lessonIn(1, 'upcoming'));
    expect(row.questions[0]?.correct_option_ids).toEqual([row.questions[0]?.options[1]?.id]);
    await expectError(
      createAssignment(1, testBody({ lesson_id: lessonIn(1, 'completed') }), silent),
      409,
      'lesson_not_editable',
    );
  });

  it('"cannot add a test, no lessons in upcoming or in progress status" in a finished course', async () => {
    await signIn(TEACHER);
    const lesson = lessonsOf(2)[0]?.id;
    await expectError(
      createAssignment(2, testBody({ module_id: moduleOf(2), lesson_id: lesson }), silent),
      409,
      'no_lessons_for_test',
    );
    // Without a lesson chosen as well; a task (not a test) is still added.
    await expectError(
      createAssignment(2, testBody({ module_id: moduleOf(2), lesson_id: undefined }), silent),
      409,
      'no_lessons_for_test',
    );
  });

  it('"Final test is once per course" (final_test_exists)', async () => {
    await signIn(TEACHER);
    if (!assignmentsOf(1).some((a) => a.test_type === 'final_test'))
      await created(testBody({ test_type: 'final_test' }));
    await expectError(
      createAssignment(1, testBody({ test_type: 'final_test' }), silent),
      409,
      'final_test_exists',
    );
    expect((await created(testBody({ test_type: 'progress_test' }))).test_type).toBe('progress_test');
  });

  it('refuses a student of the course (403)', async () => {
    await signIn(STUDENT);
    await expectError(createAssignment(1, taskBody(), silent), 403, 'forbidden');
  });
});

describe('updateAssignment', () => {
  it('"Editing after publishing affects only students whose status is not written"', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    const before = assignment.title;
    const notWritten = currentWorks(assignment).filter((w) => isNotWritten(w.status)).length;
    await signIn(TEACHER);
    const answer = UpdateAssignmentResponse.parse(
      await updateAssignment(assignment.id, { title: 'New title' }),
    );
    expect(answer.reached_students).toBe(notWritten);
    expect(answer.data.title).toBe('New title');
    await signIn(STUDENT);
    expect(GetAssignmentResponse.parse(await getAssignment(assignment.id)).data.title).toBe(before);
    const { assignment: fresh } = seededWork(1, STUDENT_ID, 'not_written', { kind: 'task' });
    await signIn(TEACHER);
    expect(
      UpdateAssignmentResponse.parse(await updateAssignment(fresh.id, { description: 'Now 120 words' }))
        .reached_students,
    ).toBeGreaterThanOrEqual(1);
    await signIn(STUDENT);
    expect(GetAssignmentResponse.parse(await getAssignment(fresh.id)).data.description).toBe('Now 120 words');
  });

  it('keeps the field rules and refuses a student (403)', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    await signIn(TEACHER);
    await expectError(updateAssignment(assignment.id, { title: ' ' }, silent), 422, 'title_required');
    await expectError(
      updateAssignment(assignment.id, { video_link: 'ftp://x.org/v' }, silent),
      422,
      'video_link_invalid',
    );
    const { assignment: aTest } = seededWork(1, STUDENT_ID, 'test_missed');
    await expectError(updateAssignment(aTest.id, { max_score: null }, silent), 422, 'score_required');
    await expectError(
      updateAssignment(aTest.id, { description: '' }, silent),
      422,
      'test_description_required',
    );
    await signIn(STUDENT);
    await expectError(updateAssignment(assignment.id, { title: 'Mine' }, silent), 403, 'forbidden');
  });
});

describe('publishAssignment', () => {
  it('grants access: every student gets a work not opened; publishing twice is 409', async () => {
    await signIn(TEACHER);
    const row = await created(taskBody());
    expect(PublishAssignmentResponse.parse(await publishAssignment(row.id)).data.published).toBe(true);
    const works = ListAssignmentWorkResponse.parse(await listAssignmentWork(row.id)).data;
    expect(works.map((w) => w.student.id)).toEqual(courses.byId(1)?.student_ids);
    expect(works.map((w) => w.status)).toEqual(works.map(() => 'not_opened'));
    await expectError(publishAssignment(row.id, silent), 409, 'transition_not_allowed');
    await signIn(STUDENT);
    const mine = ListAssignmentsResponse.parse(await listAssignments(1)).data.find((a) => a.id === row.id);
    expect(mine?.work?.status).toBe('not_opened');
    await expectError(publishAssignment(row.id, silent), 403, 'forbidden');
  });
});
