import { describe, expect, it } from 'vitest';
import {
  type SalaryFacts,
  categoryTotals,
  firstEmptyField,
  isEditableRecord,
  isSendable,
  lateCancelTotals,
  recordSum,
  reviewCommentProblem,
  salaryBreakdown,
  salaryLineOf,
  statusAfterEdit,
  statusAfterReview,
} from './statistics';

const record = (change: Partial<SalaryFacts>): SalaryFacts => ({
  category: 'groups',
  type: 'other',
  rate: 400,
  amount: 2,
  change_after_verify: null,
  ...change,
});

describe('a record’s sum', () => {
  it('is rate × amount in whole hryvnias', () => {
    expect(recordSum({ rate: 350, amount: 1.5 })).toBe(525);
    expect(recordSum({ rate: 333, amount: 0.5 })).toBe(167);
  });
});

describe('the salary lines (in-house, corp, teacher training, other, taxes)', () => {
  it('puts the school’s own lessons, clubs, feedback forms and catch-ups in-house', () => {
    for (const category of [
      'groups',
      'substitutions',
      'feedback_forms',
      'catch_ups',
      'speaking_clubs',
    ] as const)
      expect(salaryLineOf({ category, type: 'other' })).toBe('in_house');
  });

  it('puts corporate work in corp, TKT and TYLT in teacher training, paid tests and company trials in other', () => {
    expect(salaryLineOf({ category: 'groups', type: 'corporate' })).toBe('corp');
    expect(salaryLineOf({ category: 'tkt_groups', type: 'corporate' })).toBe('teacher_training');
    expect(salaryLineOf({ category: 'tylt_groups', type: 'other' })).toBe('teacher_training');
    expect(salaryLineOf({ category: 'paid_tests', type: 'other' })).toBe('other');
    expect(salaryLineOf({ category: 'company_trials', type: 'other' })).toBe('other');
    expect(salaryLineOf({ category: 'taxes', type: 'corporate' })).toBe('taxes');
  });
});

describe('the month’s salary', () => {
  it('adds the lines to the running total, subtracts taxes and adds the changes after verify', () => {
    const salary = salaryBreakdown([
      record({ rate: 400, amount: 10 }),
      record({ type: 'corporate', rate: 500, amount: 4 }),
      record({ category: 'tkt_groups', rate: 600, amount: 3 }),
      record({ category: 'paid_tests', rate: 150, amount: 2 }),
      record({ category: 'taxes', rate: 1, amount: 390 }),
      record({ rate: 400, amount: 1, change_after_verify: -100 }),
    ]);
    expect(salary).toEqual({
      in_house: 4400,
      corp: 2000,
      teacher_training: 1800,
      other: 300,
      running_total: 8500,
      taxes: 390,
      total_to_pay: 8010,
      changes_after_verify: -100,
    });
  });

  it('is all zeros for a month without records', () => {
    expect(Object.values(salaryBreakdown([])).every((value) => value === 0)).toBe(true);
  });
});

describe('the month by category', () => {
  it('adds up each category with records, in the contract’s order, and leaves out empty ones', () => {
    expect(
      categoryTotals([
        record({ category: 'taxes', rate: 1, amount: 300 }),
        record({ rate: 400, amount: 2 }),
        record({ rate: 400, amount: 1.5 }),
      ]),
    ).toEqual([
      { category: 'groups', records_count: 2, sum: 1400 },
      { category: 'taxes', records_count: 1, sum: 300 },
    ]);
  });
});

describe('adding and editing a record (every field required)', () => {
  const full = {
    date: '2026-11-12',
    category: 'groups',
    description: 'Group 3',
    type: 'other',
    rate: 400,
    amount: 1.5,
    units: 'hours',
  };

  it('names the first absent or empty field', () => {
    expect(firstEmptyField(full)).toBeNull();
    expect(firstEmptyField({ ...full, description: '  ' })).toBe('description');
    expect(firstEmptyField({ ...full, rate: undefined, units: '' })).toBe('rate');
    expect(firstEmptyField({})).toBe('date');
    expect(firstEmptyField({ ...full, amount: null })).toBe('amount');
  });

  it('accepts a rate of 0 as a value', () => {
    expect(firstEmptyField({ ...full, rate: 0 })).toBeNull();
  });

  it('edits only records in progress or needing revision; verified and in review are locked', () => {
    expect(isEditableRecord('in_progress')).toBe(true);
    expect(isEditableRecord('need_revision')).toBe(true);
    expect(isEditableRecord('in_review')).toBe(false);
    expect(isEditableRecord('verified')).toBe(false);
  });

  it('puts an edited record that needed revision back in progress', () => {
    expect(statusAfterEdit('need_revision')).toBe('in_progress');
    expect(statusAfterEdit('in_progress')).toBe('in_progress');
  });
});

describe('the review of records (in progress → in review → verified or need revision)', () => {
  it('sends only the records in progress', () => {
    expect(isSendable('in_progress')).toBe(true);
    for (const status of ['in_review', 'need_revision', 'verified'] as const)
      expect(isSendable(status)).toBe(false);
  });

  it('verifies or sends back only a record in review', () => {
    expect(statusAfterReview('in_review', 'verify')).toBe('verified');
    expect(statusAfterReview('in_review', 'return')).toBe('need_revision');
    for (const status of ['in_progress', 'need_revision', 'verified'] as const) {
      expect(statusAfterReview(status, 'verify')).toBeNull();
      expect(statusAfterReview(status, 'return')).toBeNull();
    }
  });

  it('needs a comment to send a record back, up to 1000 characters', () => {
    expect(reviewCommentProblem('Please check the hours.')).toBeNull();
    expect(reviewCommentProblem(undefined)).toBe('fields_empty');
    expect(reviewCommentProblem('   ')).toBe('fields_empty');
    expect(reviewCommentProblem(42)).toBe('validation_failed');
    expect(reviewCommentProblem('a'.repeat(1000))).toBeNull();
    expect(reviewCommentProblem('a'.repeat(1001))).toBe('validation_failed');
  });

  it('goes round: sent back, edited (in progress again), sent and verified', () => {
    const returned = statusAfterReview('in_review', 'return');
    expect(returned).toBe('need_revision');
    const edited = statusAfterEdit(returned ?? 'verified');
    expect(isSendable(edited)).toBe(true);
    expect(statusAfterReview('in_review', 'verify')).toBe('verified');
  });
});

describe('the month’s late cancellations', () => {
  it('counts the lines that pay a late-cancelled lesson, and their sum', () => {
    expect(
      lateCancelTotals([
        { rate: 420, amount: 1.5, late_cancel_lesson_id: 7 },
        { rate: 450, amount: 1 },
        { rate: 450, amount: 1, late_cancel_lesson_id: 9 },
      ]),
    ).toEqual({ records_count: 2, sum: 1080 });
    expect(lateCancelTotals([])).toEqual({ records_count: 0, sum: 0 });
  });
});
