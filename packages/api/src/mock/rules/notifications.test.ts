import { describe, expect, it } from 'vitest';
import {
  defaultPreference,
  digestItems,
  invalidPreferenceChange,
  lastDigestMoment,
  preferencesFor,
  typesFor,
} from './notifications';

describe('the kinds of notification of each space', () => {
  it('a learner hears of tasks, lessons, clubs and placement tests; a teacher of lessons, feedback and substitutions', () => {
    expect(typesFor(['student'])).toEqual(
      expect.arrayContaining(['task_returned', 'lesson_moved', 'club_seat_freed', 'placement_assigned']),
    );
    expect(typesFor(['student'])).not.toContain('substitution_answered');
    expect(typesFor(['teacher'])).toEqual([
      'lesson_moved',
      'lesson_cancelled',
      'lesson_substituted',
      'feedback_reopened',
      'substitution_answered',
    ]);
    expect(typesFor(['no_space'])).toEqual(['event_starting', 'subscription_renewing']);
  });

  it('a user of several spaces receives the union, in the contract order', () => {
    const both = typesFor(['teacher', 'student_teacher_training']);
    expect(both).toContain('substitution_answered');
    expect(both).toContain('event_starting');
    expect(both.indexOf('task_returned')).toBeLessThan(both.indexOf('event_starting'));
  });
});

describe('the defaults per role', () => {
  it('keeps every kind in the cabinet; e-mails what changes the day at once and the rest in a digest', () => {
    expect(defaultPreference(['student'], 'lesson_cancelled')).toEqual({
      type: 'lesson_cancelled',
      in_app: true,
      email: 'immediately',
    });
    expect(defaultPreference(['student'], 'task_graded').email).toBe('daily_digest');
    expect(defaultPreference(['student'], 'club_booked').email).toBe('never');
  });

  it('differs by space: a parent gets feedback at once, a learner a freed seat at once', () => {
    expect(defaultPreference(['responsible_person'], 'feedback_sent').email).toBe('immediately');
    expect(defaultPreference(['student'], 'feedback_sent').email).toBe('daily_digest');
    expect(defaultPreference(['student'], 'club_seat_freed').email).toBe('immediately');
  });

  it('takes the most frequent default of the spaces that receive the kind', () => {
    expect(defaultPreference(['student', 'responsible_person'], 'feedback_sent').email).toBe('immediately');
  });
});

describe('preferences', () => {
  it('saved ones win over the defaults, the others keep them', () => {
    const all = preferencesFor(['student'], { task_graded: { in_app: false, email: 'never' } });
    expect(all.find((each) => each.type === 'task_graded')).toEqual({
      type: 'task_graded',
      in_app: false,
      email: 'never',
    });
    expect(all.find((each) => each.type === 'lesson_moved')?.email).toBe('immediately');
    expect(all).toHaveLength(typesFor(['student']).length);
  });

  it('a change naming a kind the spaces do not receive, or a kind twice, is refused', () => {
    const ok = { type: 'task_graded', in_app: true, email: 'never' } as const;
    expect(invalidPreferenceChange(['student'], [ok])).toBeNull();
    expect(invalidPreferenceChange(['student'], [ok, ok])).toBe('task_graded');
    expect(
      invalidPreferenceChange(['student'], [{ type: 'substitution_answered', in_app: true, email: 'never' }]),
    ).toBe('substitution_answered');
  });
});

describe('the daily digest', () => {
  const row = (created_at: string, email: 'pending_digest' | 'sent' | 'none') => ({ created_at, email });

  it('goes out at 08:00 school time, in winter and in summer', () => {
    expect(lastDigestMoment(new Date('2026-11-24T08:00:00Z')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(lastDigestMoment(new Date('2026-11-24T05:59:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(lastDigestMoment(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-01T05:00:00.000Z');
  });

  it('collects only what waits for it and arrived before it: nothing new, no digest', () => {
    const at = new Date('2026-11-24T06:00:00Z');
    const waiting = row('2026-11-23T15:00:00Z', 'pending_digest');
    const later = row('2026-11-24T07:00:00Z', 'pending_digest');
    expect(digestItems([waiting, later, row('2026-11-23T10:00:00Z', 'sent')], at)).toEqual([waiting]);
    expect(digestItems([row('2026-11-23T15:00:00Z', 'sent'), later], at)).toEqual([]);
  });
});
