import { expect, it } from 'vitest';
import {
  createAssignment,
  getWork,
  listAssignments,
  openWork,
  publishAssignment,
  reviewWork,
  submitWork,
} from '../../generated/assignments/assignments';
import {
  CreateAssignmentResponse,
  GetWorkResponse,
  ListAssignmentsResponse,
  ReviewWorkResponse,
  SubmitWorkResponse,
} from '../../generated/zod/assignments/assignments';
import { modulesOf } from '../db/courses';
import {
  STUDENT,
  STUDENT_ID,
  TEACHER,
  signIn,
  startAssignmentsSchool,
  words,
} from '../../testing/assignments';

startAssignmentsSchool();

it('a task from creation to completion: sent, need edits, sent again, completed', async () => {
  await signIn(TEACHER);
  const task = CreateAssignmentResponse.parse(
    await createAssignment(1, {
      kind: 'task',
      module_id: modulesOf(1)[0]?.id ?? 0,
      title: 'My weekend',
      description: 'Write 80 words.',
    }),
  ).data;
  await publishAssignment(task.id);

  await signIn(STUDENT);
  const listed = ListAssignmentsResponse.parse(await listAssignments(1)).data.find((a) => a.id === task.id);
  expect(listed?.work?.status).toBe('not_opened');
  await openWork(task.id, STUDENT_ID);
  const sent = SubmitWorkResponse.parse(
    await submitWork(task.id, STUDENT_ID, { text: words(30), file_ids: [] }),
  ).data;
  expect(sent.status).toBe('sent');

  await signIn(TEACHER);
  const returned = ReviewWorkResponse.parse(
    await reviewWork(task.id, STUDENT_ID, { action: 'return', comment: 'Add a conclusion.' }),
  ).data;
  expect(returned.status).toBe('need_edits');

  await signIn(STUDENT);
  const seen = GetWorkResponse.parse(await getWork(task.id, STUDENT_ID)).data;
  expect(seen).toMatchObject({ status: 'need_edits', can_edit: true });
  expect(seen.comments.map((c) => c.text)).toEqual(['Add a conclusion.']);
  const resent = SubmitWorkResponse.parse(
    await submitWork(task.id, STUDENT_ID, {
      text: `${words(30)} In conclusion, it was great.`,
      file_ids: [],
    }),
  ).data;
  expect(resent.status).toBe('sent');

  await signIn(TEACHER);
  const completed = ReviewWorkResponse.parse(
    await reviewWork(task.id, STUDENT_ID, { action: 'complete', comment: 'Well done!' }),
  ).data;
  expect(completed.status).toBe('completed');

  await signIn(STUDENT);
  expect(GetWorkResponse.parse(await getWork(task.id, STUDENT_ID)).data).toMatchObject({
    status: 'completed',
    can_edit: false,
  });
});
