import { describe, expect, it } from 'vitest';
import type { FeedbackFields, ModuleFeedbackStatus } from '../../generated/model';
import { MODULE_FEEDBACK_FIELDS as FEEDBACK_FIELD_ORDER, recipientOf } from '../../rules/module-feedback';
import {
  afterReview,
  afterSave,
  afterSendForReview,
  copyTargetStatus,
  emptyFeedbackFields,
  leastAdvanced,
} from './feedback-status';

const ALL: ModuleFeedbackStatus[] = [
  'not_written',
  'in_progress',
  'need_review',
  'in_review',
  'need_edit',
  'sent',
];

const filled = (): FeedbackFields => ({
  topics_covered: 'Present Perfect; travel vocabulary',
  homework: 'good',
  test_result: '17/20',
  test_comment: 'Lost points on listening.',
  performance: 'good',
  work_in_class: 'great',
  recommendations: 'Read graded readers.',
  progress_comment: 'Speaks much more confidently now.',
  group_comment: 'A motivated group.',
  lexis: 'good',
  grammar: 'satisfactory',
  mark: 'good',
});

describe('student module feedback (teacher side)', () => {
  it('has exactly six statuses: not written, in progress, need review, in review, need edit, sent', () => {
    expect(ALL.map((status) => leastAdvanced([status]))).toEqual(ALL);
  });

  it('save: not_written, in_progress and need_edit become in_progress', () => {
    for (const status of ['not_written', 'in_progress', 'need_edit'] as const) {
      expect(afterSave(status)).toEqual({ to: 'in_progress' });
    }
  });

  it('save: "Editing is unavailable while under review, and afterwards only once the manager opens it"', () => {
    for (const status of ['need_review', 'in_review', 'sent'] as const) {
      expect(afterSave(status).refused).toMatchObject({ status: 409, code: 'feedback_locked' });
    }
  });

  it('send for review: "Sending feedback for review requires all fields filled" names the first empty field', () => {
    expect(afterSendForReview('in_progress', emptyFeedbackFields()).refused).toMatchObject({
      status: 422,
      code: 'feedback_incomplete',
      field: 'topics_covered',
    });
    for (const field of FEEDBACK_FIELD_ORDER) {
      const fields = { ...filled(), [field]: null };
      expect(afterSendForReview('in_progress', fields).refused).toMatchObject({
        code: 'feedback_incomplete',
        field,
      });
    }
    expect(afterSendForReview('in_progress', { ...filled(), recommendations: '   ' }).refused?.field).toBe(
      'recommendations',
    );
  });

  it('send for review: the extended comment needs at least 20 characters (trimmed)', () => {
    const nineteen = 'a'.repeat(19);
    expect(
      afterSendForReview('in_progress', { ...filled(), progress_comment: `  ${nineteen}  ` }).refused,
    ).toMatchObject({
      status: 422,
      code: 'comment_too_short',
      field: 'progress_comment',
    });
    expect(afterSendForReview('in_progress', { ...filled(), progress_comment: 'a'.repeat(20) })).toEqual({
      to: 'need_review',
    });
  });

  it('send for review: from in_progress, need_edit or a complete not_written to need_review; locked otherwise', () => {
    for (const status of ['not_written', 'in_progress', 'need_edit'] as const) {
      expect(afterSendForReview(status, filled())).toEqual({ to: 'need_review' });
    }
    for (const status of ['need_review', 'in_review', 'sent'] as const) {
      expect(afterSendForReview(status, filled()).refused?.code).toBe('feedback_locked');
    }
  });

  it("send: a company group's complete feedback goes straight to sent (to the company's manager)", () => {
    expect(afterSendForReview('in_progress', filled(), { company: true })).toEqual({ to: 'sent' });
    expect(
      afterSendForReview('in_progress', { ...filled(), mark: null }, { company: true }).refused?.code,
    ).toBe('feedback_incomplete');
    expect(afterSendForReview('sent', filled(), { company: true }).refused?.code).toBe('feedback_locked');
  });

  it('copy: "replaces existing text, except feedback with status sent or in review" (and need_review, locked)', () => {
    expect(ALL.map((status) => [status, copyTargetStatus(status)])).toEqual([
      ['not_written', 'in_progress'],
      ['in_progress', 'in_progress'],
      ['need_review', 'skip'],
      ['in_review', 'skip'],
      ['need_edit', 'in_progress'],
      ['sent', 'skip'],
    ]);
  });

  it('review take: need_review → in_review only', () => {
    expect(afterReview('need_review', 'take')).toEqual({ to: 'in_review' });
    for (const status of ALL.filter((s) => s !== 'need_review')) {
      expect(afterReview(status, 'take').refused).toMatchObject({
        status: 409,
        code: 'transition_not_allowed',
      });
    }
  });

  it('review send: need_review or in_review → sent', () => {
    expect(afterReview('need_review', 'send')).toEqual({ to: 'sent' });
    expect(afterReview('in_review', 'send')).toEqual({ to: 'sent' });
    for (const status of ['not_written', 'in_progress', 'need_edit', 'sent'] as const) {
      expect(afterReview(status, 'send').refused?.code).toBe('transition_not_allowed');
    }
  });

  it('review open: the manager opens it (need_review, in_review or sent) → need_edit', () => {
    for (const status of ['need_review', 'in_review', 'sent'] as const) {
      expect(afterReview(status, 'open')).toEqual({ to: 'need_edit' });
    }
    for (const status of ['not_written', 'in_progress', 'need_edit'] as const) {
      expect(afterReview(status, 'open').refused?.code).toBe('transition_not_allowed');
    }
  });

  it('"Sent feedback goes to the manager, or to HR for corporate"', () => {
    expect(recipientOf({ company_name: null })).toBe('manager');
    expect(recipientOf({ company_name: 'Demo Corp' })).toBe('hr');
  });

  it('a module row shows its least advanced feedback (need_edit is back with the teacher)', () => {
    expect(leastAdvanced(['sent', 'in_review', 'need_review'])).toBe('need_review');
    expect(leastAdvanced(['sent', 'need_review', 'need_edit'])).toBe('need_edit');
    expect(leastAdvanced(['sent', 'sent'])).toBe('sent');
    expect(leastAdvanced([])).toBeUndefined();
  });
});
