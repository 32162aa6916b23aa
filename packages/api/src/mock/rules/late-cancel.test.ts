import { describe, expect, it } from 'vitest';
import {
  type LessonPayFacts,
  inLateCancelWindow,
  lateCancelLine,
  lateCancelRefusal,
  lessonCategory,
} from './late-cancel';

const now = new Date('2026-11-24T10:00:00+02:00');
const lesson = (startsAt: string, change: { completed?: boolean; late_cancel?: boolean } = {}) => ({
  starts_at: startsAt,
  completed: false,
  late_cancel: false,
  ...change,
});

describe('the late-cancellation window (24 hours ahead, 14 days back)', () => {
  it('opens 24 hours before the start and closes 14 days after it', () => {
    expect(inLateCancelWindow('2026-11-25T10:00:00+02:00', now)).toBe(true);
    expect(inLateCancelWindow('2026-11-25T10:01:00+02:00', now)).toBe(false);
    expect(inLateCancelWindow('2026-11-24T09:00:00+02:00', now)).toBe(true);
    expect(inLateCancelWindow('2026-11-10T10:00:00+02:00', now)).toBe(true);
    expect(inLateCancelWindow('2026-11-10T09:59:00+02:00', now)).toBe(false);
  });

  it('reads the instant, whatever the offset it is written in', () => {
    expect(inLateCancelWindow('2026-11-25T08:00:00Z', now)).toBe(true);
    expect(inLateCancelWindow('2026-11-25T08:01:00Z', now)).toBe(false);
  });
});

describe('which lessons can be marked a late cancellation', () => {
  it('marks an unheld lesson in the window: upcoming within a day, running, or ended unmarked', () => {
    expect(lateCancelRefusal(lesson('2026-11-24T18:00:00+02:00'), now)).toBeNull();
    expect(lateCancelRefusal(lesson('2026-11-24T09:30:00+02:00'), now)).toBeNull();
    expect(lateCancelRefusal(lesson('2026-11-20T18:00:00+02:00'), now)).toBeNull();
  });

  it('refuses, in this order: already marked, held, outside the window', () => {
    expect(
      lateCancelRefusal(lesson('2026-10-01T18:00:00+03:00', { completed: true, late_cancel: true }), now),
    ).toBe('already_late_cancelled');
    expect(lateCancelRefusal(lesson('2026-10-01T18:00:00+03:00', { completed: true }), now)).toBe(
      'lesson_already_held',
    );
    expect(lateCancelRefusal(lesson('2026-11-26T18:00:00+02:00'), now)).toBe('outside_late_cancel_window');
    expect(lateCancelRefusal(lesson('2026-11-01T18:00:00+02:00'), now)).toBe('outside_late_cancel_window');
  });
});

const pay = (change: Partial<LessonPayFacts>): LessonPayFacts => ({
  kind: 'group',
  corporate: false,
  training: null,
  substitute: false,
  trial: false,
  minutes: 90,
  ...change,
});

describe('how a late-cancelled lesson is paid: as the held lesson would be', () => {
  it('counts it in the category of the lesson and of who holds it', () => {
    expect(lessonCategory(pay({}))).toBe('groups');
    expect(lessonCategory(pay({ kind: 'individual' }))).toBe('individual_lessons');
    expect(lessonCategory(pay({ substitute: true }))).toBe('substitutions');
    expect(lessonCategory(pay({ kind: 'individual', substitute: true }))).toBe('individual_substitutions');
    expect(lessonCategory(pay({ training: 'tkt', substitute: true }))).toBe('tkt_groups');
    expect(lessonCategory(pay({ training: 'tylt' }))).toBe('tylt_groups');
    expect(lessonCategory(pay({ corporate: true, trial: true }))).toBe('company_trials');
  });

  it('pays the lesson’s hours at the school’s hourly rate, corporate for a company', () => {
    expect(lateCancelLine(pay({}))).toEqual({
      category: 'groups',
      type: 'other',
      rate: 420,
      amount: 1.5,
      units: 'hours',
    });
    expect(lateCancelLine(pay({ kind: 'individual', corporate: true, minutes: 60 }))).toEqual({
      category: 'individual_lessons',
      type: 'corporate',
      rate: 550,
      amount: 1,
      units: 'hours',
    });
    expect(lateCancelLine(pay({ minutes: 50 })).amount).toBe(0.75);
  });

  it('pays a company’s trial lesson by the piece', () => {
    expect(lateCancelLine(pay({ corporate: true, trial: true }))).toEqual({
      category: 'company_trials',
      type: 'corporate',
      rate: 300,
      amount: 1,
      units: 'pieces',
    });
  });
});
