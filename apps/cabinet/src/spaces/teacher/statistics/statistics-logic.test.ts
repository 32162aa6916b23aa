import { ApiError } from '@cabinet/api/http';
import type { StatisticsRecord } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  emptyRecord,
  formProblems,
  inputOf,
  monthChoices,
  monthLabel,
  monthOf,
  recordsByCategory,
  refusedField,
  schoolMonth,
  shiftMonth,
} from './statistics-logic';

const record = (id: number, category: StatisticsRecord['category']): StatisticsRecord => ({
  id,
  date: '2026-11-12',
  category,
  description: `Record ${id}`,
  type: 'other',
  rate: 350,
  amount: 1.5,
  units: 'hours',
  sum: 525,
  status: 'in_progress',
  editable: true,
  review_comment: null,
  change_after_verify: null,
  late_cancel: false,
});

describe('the month of the statistics', () => {
  it("is the school's month (Kyiv), not the viewer's", () => {
    // 23:30 UTC on 31 October is already 1 November in Kyiv.
    expect(schoolMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });

  it('reads the address, and falls back to the current month when it is malformed', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(monthOf(new URLSearchParams('month=2026-09'), now)).toBe('2026-09');
    expect(monthOf(new URLSearchParams('month=2026-13'), now)).toBe('2026-11');
    expect(monthOf(new URLSearchParams(''), now)).toBe('2026-11');
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', -12)).toBe('2025-11');
  });

  it('offers the last twelve months, and an older month shown from the address', () => {
    expect(monthChoices('2026-11', '2026-11')).toHaveLength(12);
    expect(monthChoices('2026-11', '2026-11')[0]).toBe('2026-11');
    expect(monthChoices('2026-11', '2024-02').at(-1)).toBe('2024-02');
  });

  it('names the month in the interface language', () => {
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(monthLabel('2026-11', 'uk')).toMatch(/^Листопад 2026/);
  });
});

describe('records by category', () => {
  it("keeps the contract's order and leaves out empty categories", () => {
    const groups = recordsByCategory(
      [record(1, 'taxes'), record(2, 'groups'), record(3, 'taxes')],
      ['groups', 'speaking_clubs', 'taxes'],
    );
    expect(groups.map((group) => [group.category, group.records.map((item) => item.id)])).toEqual([
      ['groups', [2]],
      ['taxes', [1, 3]],
    ]);
  });
});

describe('the record form (every field required)', () => {
  it('names every empty field', () => {
    expect(formProblems(emptyRecord(''))).toEqual({
      date: 'empty',
      category: 'empty',
      description: 'empty',
      type: 'empty',
      rate: 'empty',
      amount: 'empty',
      units: 'empty',
    });
  });

  it('takes a decimal comma and refuses what is not a number', () => {
    const values = {
      ...emptyRecord('2026-11-12'),
      category: 'speaking_clubs' as const,
      description: '  Speaking club  ',
      type: 'other' as const,
      rate: '350',
      amount: '1,5',
      units: 'hours' as const,
    };
    expect(formProblems(values)).toEqual({});
    expect(inputOf(values)).toEqual({
      date: '2026-11-12',
      category: 'speaking_clubs',
      description: 'Speaking club',
      type: 'other',
      rate: 350,
      amount: 1.5,
      units: 'hours',
    });
    expect(formProblems({ ...values, rate: 'three hundred' })).toEqual({ rate: 'notNumber' });
    expect(formProblems({ ...values, description: '   ' })).toEqual({ description: 'empty' });
  });

  it("maps the server's 422 naming a field to that field", () => {
    const refusal = (code: string, field: string) =>
      new ApiError(422, code, 'refused', { error: code, message: 'refused', field });
    expect(refusedField(refusal('fields_empty', 'rate'))).toEqual({ field: 'rate', problem: 'fields_empty' });
    expect(refusedField(refusal('validation_failed', 'amount'))).toEqual({
      field: 'amount',
      problem: 'validation_failed',
    });
    expect(refusedField(refusal('validation_failed', 'month'))).toBeNull();
    expect(refusedField(new ApiError(409, 'transition_not_allowed', 'locked', null))).toBeNull();
  });
});
