import type { ModuleFeedback } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDS,
  type FeedbackFormValues,
  byModule,
  copyTargets,
  isComplete,
  isLocked,
  isTooShort,
  recipientOf,
  reviewActions,
  sendProblems,
  toFeedbackFields,
  toFormValues,
} from './feedback-writing-rules';

const filled: FeedbackFormValues = {
  topics_covered: 'Present Perfect, travel vocabulary.',
  homework: 'good',
  test_result: '17/20',
  test_comment: 'Strong on grammar.',
  performance: 'good',
  work_in_class: 'great',
  recommendations: 'Read graded readers at B1.',
  progress_comment: 'Speaks more confidently every week.',
  group_comment: 'A motivated group.',
  lexis: 'good',
  grammar: 'satisfactory',
  mark: 'good',
};

const course = {
  id: 1,
  name: 'GE-B1-01',
  kind: 'group' as const,
  course_type: 'regular' as const,
  company_name: null,
};
const feedback = (
  id: number,
  studentId: number,
  status: ModuleFeedback['status'],
  moduleId = 7,
): ModuleFeedback => ({
  id,
  course,
  module: { id: moduleId, number: moduleId, name: `Модуль ${moduleId}`, name_en: `Module ${moduleId}` },
  student: { id: studentId, name: `Студент ${studentId}`, name_en: `Student ${studentId}` },
  teacher: { id: 6, name: 'Емілі Картер', name_en: 'Emily Carter' },
  status,
  fields: toFeedbackFields({ ...filled }),
  updated_at: null,
  sent_to: null,
  review_comment: null,
});

describe('sending a module feedback for review', () => {
  it('is ready when every field is filled and the extended comment has 20 characters', () => {
    expect(sendProblems(filled)).toEqual([]);
    expect(isComplete(filled)).toBe(true);
    expect(isComplete({ ...filled, progress_comment: '12345678901234567890' })).toBe(true);
  });

  it('names every empty field, texts and marks alike, blanks counting as empty', () => {
    const problems = sendProblems({ ...filled, lexis: '', test_result: '   ', mark: '' });
    expect(problems).toEqual([
      { field: 'test_result', problem: 'required' },
      { field: 'lexis', problem: 'required' },
      { field: 'mark', problem: 'required' },
    ]);
    expect(isComplete({ ...filled, grammar: '' })).toBe(false);
  });

  it('refuses an extended comment under 20 characters once trimmed', () => {
    expect(isTooShort('1234567890123456789')).toBe(true);
    expect(isTooShort('  1234567890123456789   ')).toBe(true);
    expect(isTooShort('12345678901234567890')).toBe(false);
    expect(isTooShort('')).toBe(false);
    expect(sendProblems({ ...filled, progress_comment: ' Too short. ' })).toEqual([
      { field: 'progress_comment', problem: 'tooShort' },
    ]);
  });

  it('applies the 20-character minimum to the extended comment only', () => {
    expect(sendProblems({ ...filled, group_comment: 'Short.' })).toEqual([]);
  });
});

describe('the form and the saved fields', () => {
  it('reads null as empty and writes empty as null, keeping what was typed', () => {
    const values = toFormValues({ ...toFeedbackFields(filled), lexis: null, topics_covered: null });
    expect(values.lexis).toBe('');
    expect(values.topics_covered).toBe('');
    const fields = toFeedbackFields({ ...values, recommendations: '  ' });
    expect(fields.lexis).toBeNull();
    expect(fields.recommendations).toBeNull();
    expect(fields.progress_comment).toBe(filled.progress_comment);
    expect(Object.keys(fields).sort()).toEqual([...FORM_FIELDS].sort());
  });
});

describe('the lock while under review', () => {
  it('locks need review, in review and sent; not written, in progress and need edit stay editable', () => {
    expect(['need_review', 'in_review', 'sent'].every((status) => isLocked(status as never))).toBe(true);
    expect(['not_written', 'in_progress', 'need_edit'].some((status) => isLocked(status as never))).toBe(
      false,
    );
  });
});

describe('copy targets', () => {
  const source = feedback(1, 10, 'in_progress');
  const rows = [
    source,
    feedback(2, 11, 'not_written'),
    feedback(3, 12, 'sent'),
    feedback(4, 13, 'in_review'),
    feedback(5, 14, 'need_review'),
    feedback(6, 15, 'need_edit'),
    feedback(7, 16, 'not_written', 8),
  ];

  it('offers the other students of the same module, never the source itself', () => {
    const targets = copyTargets(source, rows);
    expect(targets.map((target) => target.studentId)).toEqual([11, 12, 13, 14, 15]);
  });

  it('replaces text except feedback sent or under review', () => {
    const replaced = copyTargets(source, rows).filter((target) => target.replaced);
    expect(replaced.map((target) => target.studentId)).toEqual([11, 15]);
  });
});

describe("the director of studies' review", () => {
  it('takes only what waits for review, sends what is waiting or in review, opens anything under review or sent', () => {
    expect(reviewActions('need_review')).toEqual({ take: true, send: true, open: true });
    expect(reviewActions('in_review')).toEqual({ take: false, send: true, open: true });
    expect(reviewActions('sent')).toEqual({ take: false, send: false, open: true });
    expect(reviewActions('in_progress')).toEqual({ take: false, send: false, open: false });
    expect(reviewActions('need_edit')).toEqual({ take: false, send: false, open: false });
  });

  it('sends to HR for a corporate group, else to the manager', () => {
    expect(recipientOf(course)).toBe('manager');
    expect(recipientOf({ ...course, company_name: 'Demo Corp' })).toBe('hr');
  });
});

describe('the list by module', () => {
  it('groups rows by module in course order', () => {
    const groups = byModule([
      feedback(1, 10, 'sent', 8),
      feedback(2, 10, 'sent', 7),
      feedback(3, 11, 'sent', 8),
    ]);
    expect(groups.map((group) => [group.module.id, group.rows.length])).toEqual([
      [7, 1],
      [8, 2],
    ]);
  });
});
