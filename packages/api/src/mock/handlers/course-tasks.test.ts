import { describe, expect, it } from 'vitest';
import {
  createCourseTask,
  getCourseTaskWork,
  issueTraineeCertificate,
  listCourseTaskWorks,
  listCourseTasks,
  listTraineeCertificates,
  reviewCourseTaskWork,
  saveCourseTaskDraft,
  sendCourseTaskWork,
  updateCourseTask,
} from '../../generated/course-tasks/course-tasks';
import {
  GetCourseTaskWorkResponse,
  ListCourseTaskWorksResponse,
  ListCourseTasksResponse,
  ListTraineeCertificatesResponse,
} from '../../generated/zod/course-tasks/course-tasks';
import { courses } from '../db/courses';
import { lastLessonOf } from '../db/lessons';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TUTOR = 'tutor@demo.school';
const TRAINEE = 'trainee@demo.school';
/** The demo tutor's TYLT group in progress (the other one starts later). */
const demoGroup = () =>
  courses.rows
    .filter((c) => c.training === 'tylt' && c.teacher_id === DEMO.tutor())
    .sort((a, b) => a.start_date.localeCompare(b.start_date))[0]!;
const tasks = async () => ListCourseTasksResponse.parse(await listCourseTasks(demoGroup().id)).data;
const taskOf = async (kind: string) => (await tasks()).find((t) => t.kind === kind)!;
/** Marks the group's last lesson completed: the group is finished and its certificates may be issued. */
const finishGroup = () => {
  const last = lastLessonOf(demoGroup().id);
  if (!last) throw new Error('The group has lessons.');
  last.completed = true;
};
const work = async (taskId: number, traineeId = DEMO.trainee()) =>
  GetCourseTaskWorkResponse.parse(await getCourseTaskWork(taskId, traineeId)).data;

describe('a TYLT group’s course tasks', () => {
  it('are the five kinds, with the tutor’s count to review and the trainee’s own status', async () => {
    await signIn(TUTOR);
    const forTutor = await tasks();
    expect(forTutor.map((t) => t.kind)).toEqual([
      'university',
      'observation_yl',
      'observation_teens',
      'final_test',
      'practice',
    ]);
    expect(forTutor.every((t) => t.my_work === null)).toBe(true);
    expect(forTutor.find((t) => t.kind === 'observation_yl')?.waiting_review).toBeGreaterThan(0);
    await signIn(TRAINEE);
    const forTrainee = await tasks();
    expect(forTrainee.map((t) => t.my_work?.status)).toEqual([
      'completed',
      'need_review',
      'completed',
      'completed',
      'in_progress',
    ]);
    expect(forTrainee.every((t) => t.waiting_review === 0)).toBe(true);
  });

  it('are set once per kind by the tutor, with a title; a TKT group has none', async () => {
    await signIn(TUTOR);
    await expectError(
      createCourseTask(demoGroup().id, { kind: 'practice', title: 'Again' }, silent),
      409,
      'course_task_exists',
    );
    const practice = await taskOf('practice');
    await expectError(updateCourseTask(practice.id, { title: ' ' }, silent), 422, 'title_required', 'title');
    const edited = await updateCourseTask(practice.id, { deadline: '2026-12-20' });
    expect(edited.data.deadline).toBe('2026-12-20');
    const tkt = courses.rows.find((c) => c.training === 'tkt' && c.teacher_id === DEMO.tutor())!;
    await expectError(
      createCourseTask(tkt.id, { kind: 'practice', title: 'Plan' }, silent),
      409,
      'transition_not_allowed',
    );
    await signIn(TRAINEE);
    await expectError(updateCourseTask(practice.id, { title: 'Mine' }, silent), 403, 'forbidden');
  });

  it('keeps the trainee’s draft, and nothing changes once it is sent', async () => {
    await signIn(TRAINEE);
    const practice = await taskOf('practice');
    await saveCourseTaskDraft(practice.id, DEMO.trainee(), { text: '  ', file_ids: [] });
    await expectError(sendCourseTaskWork(practice.id, DEMO.trainee(), silent), 422, 'fields_empty');
    const saved = await saveCourseTaskDraft(practice.id, DEMO.trainee(), {
      text: 'Lesson plan: a story.',
      file_ids: [],
    });
    expect(saved.data).toMatchObject({
      status: 'in_progress',
      draft_text: 'Lesson plan: a story.',
      can_edit: true,
    });
    const sent = await sendCourseTaskWork(practice.id, DEMO.trainee());
    expect(sent.data).toMatchObject({ status: 'need_review', can_edit: false });
    expect(sent.data.rounds.at(-1)).toMatchObject({ text: 'Lesson plan: a story.', decision: null });
    await expectError(
      saveCourseTaskDraft(practice.id, DEMO.trainee(), { text: 'later', file_ids: [] }, silent),
      409,
      'work_locked',
    );
    await expectError(sendCourseTaskWork(practice.id, DEMO.trainee(), silent), 409, 'work_locked');
  });

  it('is returned with a comment and sent again; every round keeps its text and comment', async () => {
    const observation = await (async () => {
      await signIn(TUTOR);
      return taskOf('observation_yl');
    })();
    await expectError(
      reviewCourseTaskWork(observation.id, DEMO.trainee(), { decision: 'return' }, silent),
      422,
      'fields_empty',
      'comment',
    );
    await reviewCourseTaskWork(observation.id, DEMO.trainee(), {
      decision: 'return',
      comment: 'Add an example of feedback.',
    });
    await signIn(TRAINEE);
    const returned = await work(observation.id);
    expect(returned).toMatchObject({ status: 'need_edits', can_edit: true });
    expect(returned.rounds[0]).toMatchObject({
      decision: 'returned',
      comment: 'Add an example of feedback.',
    });
    await saveCourseTaskDraft(observation.id, DEMO.trainee(), {
      text: `${returned.draft_text} Example added.`,
      file_ids: [],
    });
    await sendCourseTaskWork(observation.id, DEMO.trainee());
    await signIn(TUTOR);
    await expectError(
      reviewCourseTaskWork(observation.id, DEMO.trainee(), { decision: 'complete' }, silent),
      422,
      'fields_empty',
      'grade',
    );
    const done = (
      await reviewCourseTaskWork(observation.id, DEMO.trainee(), {
        decision: 'complete',
        grade: 'pass',
        comment: 'Well observed.',
      })
    ).data;
    expect(done).toMatchObject({ status: 'completed', grade: 'pass' });
    expect(done.rounds.map((r) => [r.decision, r.comment])).toEqual([
      ['returned', 'Add an example of feedback.'],
      ['completed', 'Well observed.'],
    ]);
    expect(done.rounds[0]?.text).not.toBe(done.rounds[1]?.text);
    expect(done.history.map((h) => h.status)).toEqual([
      'in_progress',
      'need_review',
      'need_edits',
      'need_review',
      'completed',
    ]);
    await expectError(
      reviewCourseTaskWork(observation.id, DEMO.trainee(), { decision: 'complete', grade: 'pass' }, silent),
      409,
      'transition_not_allowed',
    );
  });

  it('is completed by the tutor in progress even though it was not sent; returned only once sent', async () => {
    await signIn(TUTOR);
    const practice = await taskOf('practice');
    await expectError(
      reviewCourseTaskWork(practice.id, DEMO.trainee(), { decision: 'return', comment: 'x' }, silent),
      409,
      'transition_not_allowed',
    );
    const done = (
      await reviewCourseTaskWork(practice.id, DEMO.trainee(), { decision: 'complete', grade: 'strong_pass' })
    ).data;
    expect(done).toMatchObject({ status: 'completed', grade: 'strong_pass' });
    expect(done.rounds.at(-1)).toMatchObject({ sent_at: null, decision: 'completed' });
    const table = ListCourseTaskWorksResponse.parse(await listCourseTaskWorks(practice.id)).data;
    expect(table.length).toBe(demoGroup().student_ids.length);
    await signIn(TRAINEE);
    await expectError(listCourseTaskWorks(practice.id, silent), 403, 'forbidden');
    const other = demoGroup().student_ids.find((id) => id !== DEMO.trainee())!;
    await expectError(getCourseTaskWork(practice.id, other, silent), 404, 'not_found');
  });

  it('gives no certificate while the group runs: not before its last lesson is completed', async () => {
    await signIn(TUTOR);
    const group = demoGroup();
    const other = group.student_ids.find((id) => id !== DEMO.trainee())!;
    await expectError(
      issueTraineeCertificate(group.id, other, { type: 'no_certificate' }, silent),
      409,
      'course_not_finished',
    );
    const lines = ListTraineeCertificatesResponse.parse(await listTraineeCertificates(group.id)).data;
    expect(lines.every((line) => line.type === null && line.status === 'waiting')).toBe(true);
  });

  it('gives a certificate only with both observation tasks passed, of the type the tutor chooses', async () => {
    finishGroup();
    await signIn(TUTOR);
    const group = demoGroup();
    const before = ListTraineeCertificatesResponse.parse(await listTraineeCertificates(group.id)).data;
    const mine = before.find((c) => c.trainee.id === DEMO.trainee())!;
    expect(mine).toMatchObject({
      eligible: false,
      recommended: 'no_certificate',
      type: null,
      status: 'waiting',
    });
    await expectError(
      issueTraineeCertificate(group.id, DEMO.trainee(), { type: 'pass' }, silent),
      422,
      'certificate_requirements_not_met',
      'type',
    );
    const observation = await taskOf('observation_yl');
    await reviewCourseTaskWork(observation.id, DEMO.trainee(), {
      decision: 'complete',
      grade: 'strong_pass',
    });
    const after = ListTraineeCertificatesResponse.parse(await listTraineeCertificates(group.id)).data.find(
      (c) => c.trainee.id === DEMO.trainee(),
    )!;
    expect(after).toMatchObject({ eligible: true, recommended: 'pass' });
    const issued = (await issueTraineeCertificate(group.id, DEMO.trainee(), { type: 'strong_pass' })).data;
    expect(issued).toMatchObject({ type: 'strong_pass', status: 'received', recommended: 'pass' });
    await signIn(TRAINEE);
    const own = ListTraineeCertificatesResponse.parse(await listTraineeCertificates(group.id)).data;
    expect(own.map((c) => [c.trainee.id, c.type])).toEqual([[DEMO.trainee(), 'strong_pass']]);
    await expectError(
      issueTraineeCertificate(group.id, DEMO.trainee(), { type: 'pass' }, silent),
      403,
      'forbidden',
    );
  });
});
