import { describe, expect, it } from 'vitest';
import { attendanceCounts } from './progress-attendance';
import { feedbackDueAt, feedbackTimeliness } from './progress-feedback';
import { handedInAt, homeworkOutcome } from './progress-homework';
import { levelMovement, levelShownByTest } from './progress-levels';

const now = new Date('2026-11-24T10:00:00+02:00');

describe('the rules of the charts', () => {
  it('counts attendance: present, absent made up by a catch-up (excused), absent', () => {
    const marks = [
      { present: true, caughtUp: false },
      { present: false, caughtUp: true },
      { present: false, caughtUp: false },
    ];
    expect(attendanceCounts(marks)).toEqual({ attended: 1, missed: 1, excused: 1, marked: 3, percent: 33.3 });
    expect(attendanceCounts([])).toEqual({ attended: 0, missed: 0, excused: 0, marked: 0, percent: null });
    // 301 of 500 is 60.2 %, and never shown as 60 % (the certificates' threshold)
    const many = Array.from({ length: 500 }, (_, i) => ({ present: i < 301, caughtUp: false }));
    expect(attendanceCounts(many).percent).toBe(60.2);
  });

  it('reads homework on time, late, not handed in, or still open', () => {
    const deadline = '2026-11-20T20:00:00+02:00';
    expect(homeworkOutcome(deadline, '2026-11-20T20:00:00+02:00', now)).toBe('on_time');
    expect(homeworkOutcome(deadline, '2026-11-20T20:01:00+02:00', now)).toBe('late');
    expect(homeworkOutcome(deadline, null, now)).toBe('not_handed_in');
    expect(homeworkOutcome('2026-11-30T20:00:00+02:00', null, now)).toBe('open');
    expect(handedInAt({ status: 'completed', submitted_at: null, completed_at: 'x' })).toBe('x');
    expect(handedInAt({ status: 'need_edits', submitted_at: null, completed_at: 'x' })).toBeNull();
  });

  it('dates feedback a week after its module and reads it on time, late or overdue', () => {
    const due = feedbackDueAt('2026-11-01T01:00:00+02:00');
    expect(new Date(due).getTime()).toBe(new Date('2026-11-08T01:00:00+02:00').getTime());
    expect(feedbackTimeliness({ status: 'sent', updated_at: '2026-11-05T12:00:00+02:00' }, due, now)).toBe(
      'on_time',
    );
    expect(
      feedbackTimeliness({ status: 'in_review', updated_at: '2026-11-09T12:00:00+02:00' }, due, now),
    ).toBe('late');
    expect(
      feedbackTimeliness({ status: 'in_progress', updated_at: '2026-11-05T12:00:00+02:00' }, due, now),
    ).toBe('overdue');
    expect(
      feedbackTimeliness({ status: 'not_written', updated_at: null }, '2026-12-01T00:00:00+02:00', now),
    ).toBe('open');
  });

  it('reads a level from a course’s test and its movement since the placement test', () => {
    expect(levelShownByTest('B1', 60)).toBe('B1');
    expect(levelShownByTest('B1', 59)).toBe('A2');
    expect(levelShownByTest('A1', 10)).toBe('A1');
    expect(levelMovement('A2', 'B1')).toBe('up');
    expect(levelMovement('B1', 'B1')).toBe('same');
    expect(levelMovement('B1', 'A2')).toBe('down');
    expect(levelMovement(null, 'B1')).toBe('no_placement');
  });
});
