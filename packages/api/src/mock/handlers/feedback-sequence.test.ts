import { describe, expect, it } from 'vitest';
import * as api from '../../generated/feedback/feedback';
import type { FeedbackFields } from '../../generated/model';
import * as zod from '../../generated/zod/feedback/feedback';
import { expectError, feedbackIn, signIn, silent, serveMockSchool } from '../../testing/feedback';

serveMockSchool();

const written: FeedbackFields = {
  topics_covered: 'Modal verbs of obligation; a formal letter.',
  homework: 'great',
  test_result: '18/20',
  test_comment: 'Very careful work.',
  performance: 'good',
  work_in_class: 'great',
  recommendations: 'Keep a vocabulary notebook.',
  progress_comment: 'Short.',
  group_comment: 'A motivated group that works well in pairs.',
  lexis: 'good',
  grammar: null,
  mark: 'good',
};

describe('a module feedback from the teacher to the manager', () => {
  it('teacher 6 writes and sends, the director takes it, opens it, the teacher fixes it and the director sends it', async () => {
    const { id } = feedbackIn(1, 'not_written');

    await signIn('teacher@demo.school');
    zod.SaveFeedbackResponse.parse(await api.saveFeedback(id, written));
    await expectError(api.sendFeedbackForReview(id, silent), 422, 'feedback_incomplete', 'grammar');
    await api.saveFeedback(id, { ...written, grammar: 'good' });
    await expectError(api.sendFeedbackForReview(id, silent), 422, 'comment_too_short', 'progress_comment');
    await api.saveFeedback(id, {
      ...written,
      grammar: 'good',
      progress_comment: 'Uses the new grammar in speaking.',
    });
    expect(zod.SendFeedbackForReviewResponse.parse(await api.sendFeedbackForReview(id)).data.status).toBe(
      'need_review',
    );
    await expectError(api.saveFeedback(id, written, silent), 409, 'feedback_locked');

    await signIn('dos@demo.school');
    const queue = zod.ListFeedbackGroupsResponse.parse(
      await api.listFeedbackGroups({ teacher_id: 6, status: 'need_review', per_page: 100 }),
    );
    expect(queue.data.some((row) => row.course.id === 1)).toBe(true);
    expect(
      zod.ReviewFeedbackResponse.parse(await api.reviewFeedback(id, { action: 'take' })).data.status,
    ).toBe('in_review');
    const opened = await api.reviewFeedback(id, {
      action: 'open',
      comment: 'Add a recommendation on grammar.',
    });
    expect(zod.ReviewFeedbackResponse.parse(opened).data).toMatchObject({
      status: 'need_edit',
      review_comment: 'Add a recommendation on grammar.',
    });

    await signIn('teacher@demo.school');
    const seen = zod.GetFeedbackResponse.parse(await api.getFeedback(id));
    expect(seen.data.review_comment).toBe('Add a recommendation on grammar.');
    const fixed = {
      ...seen.data.fields,
      recommendations: 'Revise the modal verbs; keep a vocabulary notebook.',
    };
    expect(zod.SaveFeedbackResponse.parse(await api.saveFeedback(id, fixed)).data.status).toBe('in_progress');
    expect(zod.SendFeedbackForReviewResponse.parse(await api.sendFeedbackForReview(id)).data.status).toBe(
      'need_review',
    );

    await signIn('dos@demo.school');
    const sent = zod.ReviewFeedbackResponse.parse(await api.reviewFeedback(id, { action: 'send' }));
    expect(sent.data).toMatchObject({ status: 'sent', sent_to: 'manager' });

    await signIn(sent.data.student.id);
    const read = zod.GetFeedbackResponse.parse(await api.getFeedback(id));
    expect(read.data).toMatchObject({ status: 'sent', review_comment: null, fields: fixed });
  });
});
