import { describe, expect, it } from 'vitest';
import * as api from '../../generated/feedback/feedback';
import type { ReviewFeedbackBody } from '../../generated/model';
import * as zod from '../../generated/zod/feedback/feedback';
import { courses } from '../db/courses';
import {
  expectError,
  feedbackIn,
  latestModuleFeedback,
  signIn,
  silent,
  serveMockSchool,
} from '../../testing/feedback';

serveMockSchool();

describe('reviewFeedback', () => {
  it('take: need_review → in_review; taking again is 409 transition_not_allowed', async () => {
    const row = feedbackIn(1, 'need_review');
    await signIn('dos@demo.school');
    const answer = zod.ReviewFeedbackResponse.parse(await api.reviewFeedback(row.id, { action: 'take' }));
    expect(answer.data.status).toBe('in_review');
    await expectError(api.reviewFeedback(row.id, { action: 'take' }, silent), 409, 'transition_not_allowed');
  });

  it('send: goes to the manager; open: back to need_edit with the reviewer comment', async () => {
    const row = feedbackIn(1, 'in_review');
    await signIn('dos@demo.school');
    const sent = zod.ReviewFeedbackResponse.parse(await api.reviewFeedback(row.id, { action: 'send' }));
    expect(sent.data).toMatchObject({ status: 'sent', sent_to: 'manager' });
    const comment = 'Please say what to revise next.';
    const opened = zod.ReviewFeedbackResponse.parse(
      await api.reviewFeedback(row.id, { action: 'open', comment }),
    );
    expect(opened.data).toMatchObject({ status: 'need_edit', sent_to: null, review_comment: comment });
  });

  it('"Sent feedback goes to the manager, or to HR for corporate"', async () => {
    const row = feedbackIn(1, 'need_review');
    const course = courses.byId(1);
    if (course) course.company_name = 'Demo Corp';
    await signIn('dos@demo.school');
    const answer = await api.reviewFeedback(row.id, { action: 'send' });
    expect(zod.ReviewFeedbackResponse.parse(answer).data.sent_to).toBe('hr');
  });

  it('cannot act on feedback the teacher has not sent', async () => {
    await signIn('dos@demo.school');
    for (const action of ['take', 'send', 'open'] as const) {
      await expectError(
        api.reviewFeedback(feedbackIn(1, 'in_progress').id, { action }, silent),
        409,
        'transition_not_allowed',
      );
    }
  });

  it('is for the director of studies only (403), an unknown feedback is 404, a bad action 422', async () => {
    const row = feedbackIn(1, 'need_review');
    await signIn('teacher@demo.school');
    await expectError(api.reviewFeedback(row.id, { action: 'take' }, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    await expectError(api.reviewFeedback(999_999, { action: 'take' }, silent), 404, 'not_found');
    const bad = { action: 'approve' } as unknown as ReviewFeedbackBody;
    await expectError(api.reviewFeedback(row.id, bad, silent), 422, 'validation_failed');
  });
});

describe('listFeedbackGroups', () => {
  it('a row per started module with counts by status and the least advanced status', async () => {
    await signIn('dos@demo.school');
    const answer = zod.ListFeedbackGroupsResponse.parse(await api.listFeedbackGroups({ per_page: 100 }));
    expect(answer.meta.total).toBeGreaterThanOrEqual(answer.data.length);
    for (const row of answer.data) {
      expect(Object.values(row.counts).reduce((a, b) => a + b, 0)).toBe(row.total);
      expect(row.counts[row.status]).toBeGreaterThan(0);
    }
    const course1 = answer.data.filter((row) => row.course.id === 1).at(-1);
    expect(course1?.status).toBe('not_written');
    expect(course1?.program).toMatchObject({ id: 1, name_en: 'General English' });
  });

  it('filters by program, teacher, course kind and status', async () => {
    await signIn('dos@demo.school');
    const waiting = zod.ListFeedbackGroupsResponse.parse(
      await api.listFeedbackGroups({ teacher_id: 6, status: 'need_review', per_page: 100 }),
    );
    const ids = waiting.data.map((row) => row.course.id);
    expect(ids).toEqual(expect.arrayContaining([1, 3]));
    expect(waiting.data.every((row) => row.teacher.id === 6 && row.counts.need_review > 0)).toBe(true);
    const kids = zod.ListFeedbackGroupsResponse.parse(
      await api.listFeedbackGroups({ program_id: 5, per_page: 100 }),
    );
    expect(kids.data.every((row) => row.program.id === 5)).toBe(true);
    expect(kids.data.length).toBeGreaterThan(0);
    const individual = zod.ListFeedbackGroupsResponse.parse(
      await api.listFeedbackGroups({ course_kind: 'individual', per_page: 100 }),
    );
    expect(individual.data.length).toBeGreaterThan(0);
    expect(individual.data.every((row) => row.course.kind === 'individual')).toBe(true);
    const groups = zod.ListFeedbackGroupsResponse.parse(
      await api.listFeedbackGroups({ course_kind: 'group', per_page: 100 }),
    );
    expect(groups.data.every((row) => row.course.kind === 'group')).toBe(true);
    expect(groups.meta.total + individual.meta.total).toBe(
      zod.ListFeedbackGroupsResponse.parse(await api.listFeedbackGroups()).meta.total,
    );
    const paged = zod.ListFeedbackGroupsResponse.parse(
      await api.listFeedbackGroups({ page: 2, per_page: 5 }),
    );
    expect(paged.meta).toMatchObject({ page: 2, per_page: 5 });
  });

  it('is for the director of studies only; a bad filter is 422', async () => {
    await signIn('teacher@demo.school');
    await expectError(api.listFeedbackGroups(undefined, silent), 403, 'forbidden');
    await signIn('student@demo.school');
    await expectError(api.listFeedbackGroups(undefined, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    const bad = { status: 'done' } as unknown as Parameters<typeof api.listFeedbackGroups>[0];
    await expectError(api.listFeedbackGroups(bad, silent), 422, 'validation_failed');
  });
});

describe('listDosCourseFeedback', () => {
  it('lists the school’s course feedback, sent first, with the director’s comment', async () => {
    await signIn('dos@demo.school');
    const answer = zod.ListDosCourseFeedbackResponse.parse(
      await api.listDosCourseFeedback({ per_page: 100 }),
    );
    expect(answer.meta.total).toBeGreaterThan(answer.data.length - 1);
    expect(answer.data[0]?.status).toBe('sent');
    expect(answer.data.every((row) => row.course.company_name === null)).toBe(true);
    expect(answer.data.some((row) => row.status === 'sent' && 'dos_comment' in row.fields)).toBe(true);
  });

  it('filters by program, teacher, course kind and status', async () => {
    await signIn('dos@demo.school');
    const sent = zod.ListDosCourseFeedbackResponse.parse(
      await api.listDosCourseFeedback({ teacher_id: 6, status: 'sent', per_page: 100 }),
    );
    expect(sent.data.length).toBeGreaterThan(0);
    expect(sent.data.every((row) => row.teacher.id === 6 && row.status === 'sent')).toBe(true);
    const individual = zod.ListDosCourseFeedbackResponse.parse(
      await api.listDosCourseFeedback({ course_kind: 'individual', per_page: 100 }),
    );
    expect(individual.data.length).toBeGreaterThan(0);
    expect(individual.data.every((row) => row.course.kind === 'individual')).toBe(true);
    const waiting = zod.ListDosCourseFeedbackResponse.parse(
      await api.listDosCourseFeedback({ status: 'need_feedback', per_page: 100 }),
    );
    expect(waiting.data.every((row) => row.status === 'need_feedback')).toBe(true);
    const programId = courses.byId(1)?.program_id ?? 0;
    const byProgram = zod.ListDosCourseFeedbackResponse.parse(
      await api.listDosCourseFeedback({ program_id: programId, per_page: 100 }),
    );
    expect(byProgram.data.length).toBeGreaterThan(0);
    expect(byProgram.data.every((row) => courses.byId(row.course.id)?.program_id === programId)).toBe(true);
  });

  it('is for the director of studies only; a bad filter is 422', async () => {
    await signIn('teacher@demo.school');
    await expectError(api.listDosCourseFeedback(undefined, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    const bad = { course_kind: 'weekend' } as unknown as Parameters<typeof api.listDosCourseFeedback>[0];
    await expectError(api.listDosCourseFeedback(bad, silent), 422, 'validation_failed');
  });
});

describe('listDosModuleFeedback', () => {
  it('lists every student of a module with the reviewer comment, filtered by status', async () => {
    const moduleId = latestModuleFeedback(1)[0]?.module_id ?? 0;
    await signIn('dos@demo.school');
    const all = zod.ListDosModuleFeedbackResponse.parse(await api.listDosModuleFeedback(moduleId));
    expect(all.data).toHaveLength(8);
    expect(all.data.find((row) => row.status === 'need_edit')?.review_comment).toBeTruthy();
    const waiting = zod.ListDosModuleFeedbackResponse.parse(
      await api.listDosModuleFeedback(moduleId, { status: 'need_review' }),
    );
    expect(waiting.data.map((row) => row.status)).toEqual(['need_review', 'need_review']);
  });

  it('is for the director of studies only (403); an unknown module is 404', async () => {
    await signIn('teacher@demo.school');
    await expectError(api.listDosModuleFeedback(1, undefined, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    await expectError(api.listDosModuleFeedback(999_999, undefined, silent), 404, 'not_found');
  });
});
