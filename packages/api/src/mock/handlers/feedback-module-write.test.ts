import { describe, expect, it } from 'vitest';
import * as api from '../../generated/feedback/feedback';
import type { FeedbackFields } from '../../generated/model';
import * as zod from '../../generated/zod/feedback/feedback';
import { moduleFeedback } from '../db/module-feedback';
import {
  expectError,
  feedbackIn,
  latestModuleFeedback,
  otherTeacher,
  signIn,
  silent,
  serveMockSchool,
} from '../../testing/feedback';

serveMockSchool();

const fields: FeedbackFields = {
  topics_covered: 'Present Perfect; travel vocabulary',
  homework: 'good',
  test_result: '17/20',
  test_comment: 'Lost points on listening.',
  performance: 'good',
  work_in_class: 'great',
  recommendations: 'Read graded readers.',
  progress_comment: 'Speaks much more confidently in discussions.',
  group_comment: 'A motivated group.',
  lexis: 'good',
  grammar: 'satisfactory',
  mark: 'good',
};

describe('saveFeedback', () => {
  it('the teacher saves not_written and need_edit to in_progress', async () => {
    await signIn('teacher@demo.school');
    for (const row of [feedbackIn(1, 'not_written'), feedbackIn(1, 'need_edit')]) {
      const answer = zod.SaveFeedbackResponse.parse(
        await api.saveFeedback(row.id, { ...fields, lexis: null }),
      );
      expect(answer.data).toMatchObject({ status: 'in_progress', fields: { ...fields, lexis: null } });
    }
  });

  it('is locked under review and once sent (409 feedback_locked)', async () => {
    await signIn('teacher@demo.school');
    for (const status of ['need_review', 'in_review', 'sent'] as const) {
      await expectError(api.saveFeedback(feedbackIn(1, status).id, fields, silent), 409, 'feedback_locked');
    }
  });

  it('refuses a bad mark (422), a student and the director of studies (403), another teacher (404)', async () => {
    const row = feedbackIn(1, 'in_progress');
    await signIn('teacher@demo.school');
    const bad = { ...fields, mark: 'excellent' } as unknown as FeedbackFields;
    await expectError(api.saveFeedback(row.id, bad, silent), 422, 'validation_failed');
    await signIn('student@demo.school');
    await expectError(api.saveFeedback(row.id, fields, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    await expectError(api.saveFeedback(row.id, fields, silent), 403, 'forbidden');
    await signIn(otherTeacher());
    await expectError(api.saveFeedback(row.id, fields, silent), 404, 'not_found');
  });
});

describe('copyFeedback', () => {
  it('replaces the text of the others’ feedback, except sent, in review and need review', async () => {
    const module = latestModuleFeedback(1);
    const source = feedbackIn(1, 'in_progress');
    const others = module
      .filter((row) => row.id !== source.id)
      .map((row) => ({ student_id: row.student_id, status: row.status }));
    const locked = others.filter((row) => ['sent', 'in_review', 'need_review'].includes(row.status));
    expect(locked.map((row) => row.status).sort()).toEqual([
      'in_review',
      'need_review',
      'need_review',
      'sent',
    ]);
    await signIn('teacher@demo.school');
    const answer = zod.CopyFeedbackResponse.parse(
      await api.copyFeedback(source.id, { student_ids: others.map((row) => row.student_id) }),
    );
    expect(answer.data.skipped).toEqual(locked);
    expect(answer.data.copied).toEqual(
      others.filter((row) => !locked.includes(row)).map((row) => row.student_id),
    );
    for (const studentId of answer.data.copied) {
      const target = moduleFeedback.rows.find(
        (row) => row.module_id === source.module_id && row.student_id === studentId,
      );
      expect(target).toMatchObject({ status: 'in_progress', fields: source.fields });
    }
  });

  it('refuses a student with no feedback in the module (422) and a student caller (403)', async () => {
    const source = feedbackIn(1, 'in_progress');
    await signIn('teacher@demo.school');
    await expectError(
      api.copyFeedback(source.id, { student_ids: [14] }, silent),
      422,
      'validation_failed',
      'student_ids',
    );
    await signIn('student@demo.school');
    await expectError(api.copyFeedback(source.id, { student_ids: [1] }, silent), 403, 'forbidden');
  });
});

describe('sendFeedbackForReview', () => {
  it('requires every field, then a 20-character extended comment, then goes to need_review', async () => {
    const row = feedbackIn(1, 'not_written');
    await signIn('teacher@demo.school');
    await expectError(
      api.sendFeedbackForReview(row.id, silent),
      422,
      'feedback_incomplete',
      'topics_covered',
    );
    await api.saveFeedback(row.id, { ...fields, progress_comment: 'Good work.' });
    await expectError(
      api.sendFeedbackForReview(row.id, silent),
      422,
      'comment_too_short',
      'progress_comment',
    );
    await api.saveFeedback(row.id, fields);
    const answer = zod.SendFeedbackForReviewResponse.parse(await api.sendFeedbackForReview(row.id));
    expect(answer.data.status).toBe('need_review');
    await expectError(api.sendFeedbackForReview(row.id, silent), 409, 'feedback_locked');
  });

  it('is for the course teacher only (403 for the student)', async () => {
    await signIn('student@demo.school');
    await expectError(api.sendFeedbackForReview(feedbackIn(1, 'in_progress').id, silent), 403, 'forbidden');
  });
});
