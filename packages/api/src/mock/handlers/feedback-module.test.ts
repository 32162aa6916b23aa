import { describe, expect, it } from 'vitest';
import * as api from '../../generated/feedback/feedback';
import * as zod from '../../generated/zod/feedback/feedback';
import { applyScenario } from '../scenarios';
import { HOSTILE_PREFIX } from '../scenarios/hostile';
import {
  expectError,
  feedbackIn,
  latestModuleFeedback,
  signIn,
  silent,
  serveMockSchool,
} from '../../testing/feedback';

serveMockSchool();

describe('listModuleFeedback', () => {
  it('the course teacher sees every student in every status, by module', async () => {
    await signIn('teacher@demo.school');
    const answer = zod.ListModuleFeedbackResponse.parse(await api.listModuleFeedback(1, { per_page: 100 }));
    const statuses = new Set(answer.data.map((row) => row.status));
    expect([...statuses].sort()).toEqual([
      'in_progress',
      'in_review',
      'need_edit',
      'need_review',
      'not_written',
      'sent',
    ]);
    expect(answer.data.some((row) => row.review_comment)).toBe(true);
    const moduleId = latestModuleFeedback(1)[0]?.module_id ?? 0;
    const one = zod.ListModuleFeedbackResponse.parse(
      await api.listModuleFeedback(1, { module_id: moduleId }),
    );
    expect(one.data).toHaveLength(8);
    expect(one.data.every((row) => row.module.id === moduleId && row.teacher.id === 6)).toBe(true);
  });

  it('a student sees only their own sent feedback, without the reviewer comment', async () => {
    await signIn('student@demo.school');
    const answer = zod.ListModuleFeedbackResponse.parse(await api.listModuleFeedback(1));
    expect(answer.data.length).toBeGreaterThan(0);
    expect(
      answer.data.every(
        (row) => row.student.id === 1 && row.status === 'sent' && row.review_comment === null,
      ),
    ).toBe(true);
  });

  it('a parent reads the child’s sent feedback by student_id', async () => {
    await signIn('parent@demo.school');
    const answer = zod.ListModuleFeedbackResponse.parse(await api.listModuleFeedback(3, { student_id: 14 }));
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((row) => row.student.id === 14 && row.status === 'sent')).toBe(true);
    await expectError(api.listModuleFeedback(3, { student_id: 15 }, silent), 404, 'not_found');
  });

  it('the director of studies sees another teacher’s course in every status', async () => {
    await signIn('dos@demo.school');
    const answer = zod.ListModuleFeedbackResponse.parse(await api.listModuleFeedback(1, { per_page: 100 }));
    expect(answer.data.some((row) => row.status === 'need_review')).toBe(true);
  });

  it('refuses another student’s course (404), a bad query (422), a visitor (403) and no token (401)', async () => {
    await expectError(api.listModuleFeedback(1, undefined, silent), 401, 'unauthenticated');
    await signIn('student@demo.school');
    await expectError(api.listModuleFeedback(3, undefined, silent), 404, 'not_found');
    await expectError(api.listModuleFeedback(1, { module_id: 0 }, silent), 422, 'validation_failed');
    await signIn('visitor@demo.school');
    await expectError(api.listModuleFeedback(1, undefined, silent), 403, 'forbidden');
  });
});

describe('getFeedback', () => {
  it('the teacher reads any status with the reviewer comment; the student only their own sent one', async () => {
    const needEdit = feedbackIn(1, 'need_edit');
    await signIn('teacher@demo.school');
    const answer = zod.GetFeedbackResponse.parse(await api.getFeedback(needEdit.id));
    expect(answer.data.review_comment).toBeTruthy();
    const ownSent = latestModuleFeedback(1)[0];
    await signIn('student@demo.school');
    const own = zod.GetFeedbackResponse.parse(await api.getFeedback(ownSent?.id ?? 0));
    expect(own.data).toMatchObject({ status: 'sent', sent_to: 'manager', review_comment: null });
    await expectError(api.getFeedback(needEdit.id, undefined, silent), 404, 'not_found');
  });

  it('a student never reads their own feedback before it is sent', async () => {
    const draft = feedbackIn(1, 'in_progress');
    await signIn(draft.student_id);
    await expectError(api.getFeedback(draft.id, undefined, silent), 404, 'not_found');
  });

  it('a parent reads the child’s sent feedback; an unknown id is 404', async () => {
    const maksym = latestModuleFeedback(3)[0];
    await signIn('parent@demo.school');
    zod.GetFeedbackResponse.parse(await api.getFeedback(maksym?.id ?? 0, { student_id: 14 }));
    await expectError(api.getFeedback(999_999, undefined, silent), 404, 'not_found');
  });
});

describe('the hostile data set', () => {
  it('seeds every feedback text wrapped in markup, still within the contract', async () => {
    applyScenario({ hostile: true });
    try {
      await signIn('teacher@demo.school');
      const answer = zod.ListModuleFeedbackResponse.parse(await api.listModuleFeedback(1, { per_page: 100 }));
      const written = answer.data.find((row) => row.status === 'need_review');
      expect(written?.fields.test_result?.startsWith(HOSTILE_PREFIX)).toBe(true);
      expect(written?.fields.progress_comment?.startsWith(HOSTILE_PREFIX)).toBe(true);
      zod.ListCourseFeedbackResponse.parse(await api.listCourseFeedback(2));
    } finally {
      applyScenario({ hostile: false });
    }
  });
});
