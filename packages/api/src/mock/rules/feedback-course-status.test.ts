import { describe, expect, it } from 'vitest';
import type { CourseFeedbackFields } from '../../generated/model';
import {
  COURSE_FEEDBACK_REQUIRED,
  afterCourseFeedbackSave,
  afterCourseFeedbackSend,
  courseFeedbackStatus,
  emptyCourseFeedbackFields,
} from './feedback-course-status';

const filled = (): CourseFeedbackFields => ({
  language: 'en',
  progress: 'From A2 to a confident B1.',
  recommendation: 'Keep reading every day.',
  future_course_recommendations: 'General English B2.',
  extended_comment: 'A hard-working student who always did the homework.',
  dos_comment: null,
});

describe('course feedback list statuses', () => {
  it('is not_written while the last module has not started, need_feedback once it has or the course finished', () => {
    expect(courseFeedbackStatus(null, { lastModuleStarted: false, finished: false })).toBe('not_written');
    expect(courseFeedbackStatus(null, { lastModuleStarted: true, finished: false })).toBe('need_feedback');
    expect(courseFeedbackStatus(null, { lastModuleStarted: false, finished: true })).toBe('need_feedback');
  });

  it('a saved draft is feedback_in_progress and a sent one sent, whatever the course', () => {
    const course = { lastModuleStarted: false, finished: false };
    expect(courseFeedbackStatus('draft', course)).toBe('feedback_in_progress');
    expect(courseFeedbackStatus('sent', course)).toBe('sent');
  });

  it('save: every unsent status becomes feedback_in_progress; sent is locked', () => {
    for (const status of ['not_written', 'need_feedback', 'feedback_in_progress'] as const) {
      expect(afterCourseFeedbackSave(status)).toEqual({ to: 'feedback_in_progress' });
    }
    expect(afterCourseFeedbackSave('sent').refused).toMatchObject({ status: 409, code: 'feedback_locked' });
  });

  it('send: language, progress, recommendation, future course recommendations and the extended comment are required', () => {
    expect(
      afterCourseFeedbackSend('feedback_in_progress', emptyCourseFeedbackFields()).refused,
    ).toMatchObject({
      status: 422,
      code: 'feedback_incomplete',
      field: 'language',
    });
    for (const field of COURSE_FEEDBACK_REQUIRED) {
      expect(afterCourseFeedbackSend('need_feedback', { ...filled(), [field]: null }).refused?.field).toBe(
        field,
      );
    }
  });

  it('send: the "optional comment for the academic director" may stay empty', () => {
    expect(afterCourseFeedbackSend('feedback_in_progress', { ...filled(), dos_comment: null })).toEqual({
      to: 'sent',
    });
  });

  it('send: the extended comment needs at least 20 characters', () => {
    expect(
      afterCourseFeedbackSend('feedback_in_progress', {
        ...filled(),
        extended_comment: ' 19 characters long ',
      }).refused,
    ).toMatchObject({
      status: 422,
      code: 'comment_too_short',
      field: 'extended_comment',
    });
    expect(
      afterCourseFeedbackSend('feedback_in_progress', {
        ...filled(),
        extended_comment: '20 characters long!!',
      }),
    ).toEqual({ to: 'sent' });
  });

  it('send: a sent course feedback is locked', () => {
    expect(afterCourseFeedbackSend('sent', filled()).refused).toMatchObject({
      status: 409,
      code: 'feedback_locked',
    });
  });
});
