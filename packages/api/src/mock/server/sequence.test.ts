// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateAssignmentResponse,
  GetWorkResponse,
  ReviewWorkResponse,
  SubmitWorkResponse,
} from '../../generated/zod/assignments/assignments';
import { LoginResponse } from '../../generated/zod/account/account';
import { GetCourseResponse } from '../../generated/zod/courses/courses';
import { DEMO_PASSWORD } from '../db';
import { type MockHttpServer, startMockHttpServer } from '../node';

// The scripted sequence, as any client of the mock's HTTP server would run it: a teacher
// publishes a task, the student submits, the teacher returns it, the student resubmits, the
// teacher completes it.
let server: MockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0 });
});
afterAll(() => server.close());

async function call(token: string | null, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

const signIn = async (email: string) =>
  LoginResponse.parse(
    await call(null, 'POST', '/cabinet-auth', { email, password: DEMO_PASSWORD, userAgent: 'script' }),
  ).token;

const ANSWER = {
  text: 'Last weekend I went to the Carpathians with my friends. We walked for hours, cooked dinner on a fire and watched the stars until midnight.',
  file_ids: [],
};

describe('a task through the mock school over HTTP', () => {
  it('goes sent, need edits, sent again and completed, and each side sees the same status', async () => {
    const teacher = await signIn('teacher@demo.school');
    const student = await signIn('student@demo.school');
    const course = GetCourseResponse.parse(await call(teacher, 'GET', '/courses/1')).data;
    const module = course.modules.at(-1)!;

    const task = CreateAssignmentResponse.parse(
      await call(teacher, 'POST', '/courses/1/assignments', {
        kind: 'task',
        module_id: module.id,
        title: 'My weekend',
      }),
    ).data;
    await call(teacher, 'POST', `/assignments/${task.id}/publish`);
    const studentWork = `/assignments/${task.id}/work/1`;

    const statusFor = async (token: string) =>
      GetWorkResponse.parse(await call(token, 'GET', studentWork)).data.status;
    expect(await statusFor(student)).toBe('not_opened');
    await call(student, 'POST', `${studentWork}/open`);
    expect(await statusFor(student)).toBe('not_written');

    expect(
      SubmitWorkResponse.parse(await call(student, 'POST', `${studentWork}/submit`, ANSWER)).data.status,
    ).toBe('sent');
    const returned = ReviewWorkResponse.parse(
      await call(teacher, 'POST', `${studentWork}/review`, {
        action: 'return',
        comment: 'Add a sentence about the food.',
      }),
    ).data;
    expect(returned.status).toBe('need_edits');
    expect(await statusFor(student)).toBe('need_edits');

    const again = { ...ANSWER, text: `${ANSWER.text} We cooked potatoes and mushrooms.` };
    expect(
      SubmitWorkResponse.parse(await call(student, 'POST', `${studentWork}/submit`, again)).data.status,
    ).toBe('sent');
    const done = ReviewWorkResponse.parse(
      await call(teacher, 'POST', `${studentWork}/review`, { action: 'complete', comment: 'Well done!' }),
    ).data;
    expect(done.status).toBe('completed');
    expect(await statusFor(student)).toBe('completed');
  });
});
