import { describe, expect, it } from 'vitest';
import {
  checkStatisticsRecord,
  draftOf,
  draftTotal,
  errorSummary,
  firstInvalidField,
  parseDecimal,
  problemMessageKey,
  type StatisticsRecordDraft,
} from './statistics-record';

const filled: StatisticsRecordDraft = {
  description: '  Корпоративний курс для ТОВ «Дніпро Логістик»  ',
  type: 'corporate',
  rate: '350',
  amount: '1,5',
  units: 'hours',
};

describe('parseDecimal', () => {
  it.each([
    ['350', 350],
    ['1,5', 1.5],
    ['1.5', 1.5],
    [' 1 200 ', 1200],
    ['1\u00a0200,50', 1200.5],
    ['.5', 0.5],
    ['-3', -3],
    ['0', 0],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', '1,2,3', '12грн', '1e3', '--1', ','])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('checkStatisticsRecord', () => {
  it('gives the values of a complete draft, trimmed and as numbers', () => {
    expect(checkStatisticsRecord(filled)).toEqual({
      ok: true,
      values: {
        description: 'Корпоративний курс для ТОВ «Дніпро Логістик»',
        type: 'corporate',
        rate: 350,
        amount: 1.5,
        units: 'hours',
      },
    });
  });

  it('requires every field of an empty draft', () => {
    expect(checkStatisticsRecord(draftOf())).toEqual({
      ok: false,
      errors: {
        description: 'required',
        type: 'required',
        rate: 'required',
        amount: 'required',
        units: 'required',
      },
    });
  });

  it('counts a description of spaces as empty', () => {
    expect(checkStatisticsRecord({ ...filled, description: '   ' })).toEqual({
      ok: false,
      errors: { description: 'required' },
    });
  });

  it('wants numbers above zero for the rate and the amount', () => {
    expect(checkStatisticsRecord({ ...filled, rate: '0', amount: '-2' })).toEqual({
      ok: false,
      errors: { rate: 'not_positive', amount: 'not_positive' },
    });
    expect(checkStatisticsRecord({ ...filled, rate: 'триста' })).toEqual({
      ok: false,
      errors: { rate: 'not_number' },
    });
  });
});

describe('draftOf', () => {
  it('starts a new record empty', () => {
    expect(draftOf()).toEqual({ description: '', type: '', rate: '', amount: '', units: '' });
  });

  it('fills the draft of an edited record', () => {
    expect(
      draftOf({ description: 'Разова консультація', type: 'other', rate: 400, amount: 2, units: 'pieces' }),
    ).toEqual({
      description: 'Разова консультація',
      type: 'other',
      rate: '400',
      amount: '2',
      units: 'pieces',
    });
  });
});

describe('errorSummary and firstInvalidField', () => {
  it('says "empty" when anything is missing, "invalid" when only values are wrong', () => {
    expect(errorSummary({})).toBeNull();
    expect(errorSummary({ rate: 'not_number', units: 'required' })).toBe('empty');
    expect(errorSummary({ rate: 'not_positive' })).toBe('invalid');
  });

  it('finds the first invalid field in the form order', () => {
    expect(firstInvalidField({ units: 'required', rate: 'not_number' })).toBe('rate');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('problemMessageKey and draftTotal', () => {
  it('names a missing field by the field, a wrong number by the problem', () => {
    expect(problemMessageKey('rate', 'required')).toBe('rate');
    expect(problemMessageKey('rate', 'not_number')).toBe('notNumber');
    expect(problemMessageKey('amount', 'not_positive')).toBe('notPositive');
  });

  it('multiplies the rate by the amount only when both are above zero', () => {
    expect(draftTotal(filled)).toBe(525);
    expect(draftTotal({ ...filled, amount: '' })).toBeNull();
    expect(draftTotal({ ...filled, rate: '0' })).toBeNull();
  });
});
