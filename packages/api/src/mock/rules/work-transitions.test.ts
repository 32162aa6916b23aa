import { describe, expect, it } from 'vitest';
import {
  type AssignmentShape,
  type WorkStatus,
  PUBLISHED_STATUS,
  WORK_STATUSES,
  answerTest,
  canStudentEdit,
  finishTest,
  handedInAtDeadline,
  isNotWritten,
  onTestLessonCompleted,
  openWork,
  reviewWork,
  saveDraft,
  startTest,
  statusAt,
  submitWork,
} from './work-transitions';

const task: AssignmentShape = { kind: 'task', platform: null };
const onTest: AssignmentShape = { kind: 'test', platform: 'on' };
const outsideTest: AssignmentShape = { kind: 'test', platform: 'outside' };
const except = (...excluded: WorkStatus[]) => WORK_STATUSES.filter((s) => !excluded.includes(s));

describe('work statuses ("not opened, not written, in progress, need review, in review, need edits, completed, sent, missed, test missed, incomplete")', () => {
  it('has exactly the eleven work statuses', () => {
    expect(WORK_STATUSES).toEqual([
      'not_opened',
      'not_written',
      'in_progress',
      'need_review',
      'in_review',
      'need_edits',
      'completed',
      'sent',
      'missed',
      'test_missed',
      'incomplete',
    ]);
  });

  it('publishing ("hidden from students until access is granted") gives every student a work not opened', () => {
    expect(PUBLISHED_STATUS).toBe('not_opened');
  });

  it('opening moves not opened to not written and leaves any other status', () => {
    expect(openWork('not_opened')).toEqual({ status: 'not_written' });
    expect(openWork('sent')).toEqual({ status: 'sent' });
  });
});

describe('the student writes a task ("A student submits for review and can no longer edit afterwards")', () => {
  it('saves a draft from not opened, not written, in progress and need edits: in progress', () => {
    for (const status of ['not_opened', 'not_written', 'in_progress', 'need_edits'] as const) {
      expect(saveDraft(status, task)).toEqual({ status: 'in_progress' });
    }
  });

  it('cannot edit a work sent, under review, completed or missed (work_locked)', () => {
    for (const status of except('not_opened', 'not_written', 'in_progress', 'need_edits')) {
      expect(saveDraft(status, task)).toEqual({ refused: 'work_locked' });
    }
  });

  it('submits from not written, in progress and need edits: sent, and locked afterwards', () => {
    for (const status of ['not_written', 'in_progress', 'need_edits'] as const) {
      expect(submitWork(status, task)).toEqual({ status: 'sent' });
    }
    expect(submitWork('sent', task)).toEqual({ refused: 'work_locked' });
    expect(saveDraft('sent', task)).toEqual({ refused: 'work_locked' });
    expect(submitWork('completed', task)).toEqual({ refused: 'work_locked' });
    expect(submitWork('not_opened', task)).toEqual({ refused: 'transition_not_allowed' });
  });

  it('has no draft and no text submission for a test', () => {
    expect(saveDraft('not_written', onTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(submitWork('not_written', outsideTest)).toEqual({ refused: 'transition_not_allowed' });
  });
});

describe('the teacher reviews ("take the item to review (status becomes need review), return it for edits (it goes back to the student), or mark it completed, even if the student did not submit")', () => {
  it('takes to review from not opened, not written, in progress, sent and need edits', () => {
    for (const status of ['not_opened', 'not_written', 'in_progress', 'sent', 'need_edits'] as const) {
      expect(reviewWork(status, 'take')).toEqual({ status: 'need_review' });
    }
    for (const status of except('not_opened', 'not_written', 'in_progress', 'sent', 'need_edits')) {
      expect(reviewWork(status, 'take')).toEqual({ refused: 'transition_not_allowed' });
    }
  });

  it('saving a comment or score without deciding puts a sent or taken work in review', () => {
    expect(reviewWork('sent', 'save')).toEqual({ status: 'in_review' });
    expect(reviewWork('need_review', 'save')).toEqual({ status: 'in_review' });
    expect(reviewWork('in_progress', 'save')).toEqual({ refused: 'transition_not_allowed' });
  });

  it('returns a sent or reviewed work for edits (back to the student), not a completed one', () => {
    for (const status of ['sent', 'need_review', 'in_review'] as const) {
      expect(reviewWork(status, 'return')).toEqual({ status: 'need_edits' });
    }
    expect(reviewWork('completed', 'return')).toEqual({ refused: 'transition_not_allowed' });
    expect(reviewWork('not_written', 'return')).toEqual({ refused: 'transition_not_allowed' });
  });

  it('completes from any status, even not submitted; "A {product} can be edited later" (completed stays completed)', () => {
    for (const status of WORK_STATUSES)
      expect(reviewWork(status, 'complete')).toEqual({ status: 'completed' });
  });

  it('a taken work is locked for the student ("the student can no longer edit")', () => {
    expect(saveDraft('need_review', task)).toEqual({ refused: 'work_locked' });
    expect(canStudentEdit('need_review', task)).toBe(false);
    expect(canStudentEdit('need_edits', task)).toBe(true);
  });
});

describe('tests ("A test held outside the platform goes directly to need review. A test on the platform stays in progress until the student finishes it")', () => {
  it('an on-platform test starts from not opened or not written and stays in progress until finished', () => {
    expect(startTest('not_opened', onTest)).toEqual({ status: 'in_progress' });
    expect(startTest('not_written', onTest)).toEqual({ status: 'in_progress' });
    expect(startTest('in_progress', onTest)).toEqual({ status: 'in_progress' });
    expect(startTest('completed', onTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(finishTest('in_progress', onTest)).toEqual({ status: 'completed' });
    expect(finishTest('not_written', onTest)).toEqual({ refused: 'transition_not_allowed' });
  });

  it('answers are saved one by one while the test is in progress; past the deadline the time is up', () => {
    expect(answerTest('in_progress', onTest)).toEqual({ status: 'in_progress' });
    expect(answerTest('not_written', onTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(answerTest('completed', onTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(answerTest('incomplete', onTest)).toEqual({ refused: 'time_is_up' });
    expect(finishTest('incomplete', onTest)).toEqual({ refused: 'time_is_up' });
    expect(answerTest('in_progress', outsideTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(answerTest('in_progress', task)).toEqual({ refused: 'transition_not_allowed' });
  });

  it('an outside test is never started on the platform', () => {
    expect(startTest('not_opened', outsideTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(finishTest('in_progress', outsideTest)).toEqual({ refused: 'transition_not_allowed' });
    expect(startTest('not_opened', task)).toEqual({ refused: 'transition_not_allowed' });
  });

  it('an outside test goes directly to need review when its lesson is completed (no in-progress step)', () => {
    expect(onTestLessonCompleted('not_opened', outsideTest)).toBe('need_review');
    expect(onTestLessonCompleted('not_written', outsideTest)).toBe('need_review');
    expect(onTestLessonCompleted('completed', outsideTest)).toBe('completed');
    expect(onTestLessonCompleted('not_opened', onTest)).toBe('not_opened');
  });
});

describe('deadlines (missed, test missed, incomplete) read at a moment', () => {
  const deadline = '2026-11-23T21:00:00.000+02:00';
  const before = new Date('2026-11-23T20:59:00+02:00');
  const after = new Date('2026-11-23T21:01:00+02:00');

  it('a task never written past its deadline is missed', () => {
    expect(statusAt({ status: 'not_opened' }, { ...task, deadline }, after)).toBe('missed');
    expect(statusAt({ status: 'not_written' }, { ...task, deadline }, after)).toBe('missed');
    expect(statusAt({ status: 'not_written' }, { ...task, deadline }, before)).toBe('not_written');
  });

  it('a test never taken past its deadline is test missed', () => {
    expect(statusAt({ status: 'not_opened' }, { ...onTest, deadline }, after)).toBe('test_missed');
  });

  it('an on-platform test in progress past its deadline is incomplete; a task draft stays in progress', () => {
    expect(statusAt({ status: 'in_progress' }, { ...onTest, deadline }, after)).toBe('incomplete');
    expect(statusAt({ status: 'in_progress' }, { ...task, deadline }, after)).toBe('in_progress');
  });

  it('the school hands in an on-platform test the deadline caught in progress, and nothing else', () => {
    expect(handedInAtDeadline('in_progress', 'incomplete', onTest)).toBe(true);
    expect(handedInAtDeadline('not_written', 'test_missed', onTest)).toBe(false);
    expect(handedInAtDeadline('in_progress', 'in_progress', onTest)).toBe(false);
    expect(handedInAtDeadline('in_progress', 'incomplete', outsideTest)).toBe(false);
  });

  it('leaves sent and reviewed works, and works without a deadline', () => {
    expect(statusAt({ status: 'sent' }, { ...task, deadline }, after)).toBe('sent');
    expect(statusAt({ status: 'not_opened' }, { ...task, deadline: null }, after)).toBe('not_opened');
  });
});

describe('editing after publishing ("affects only students whose status is not written")', () => {
  it('counts not opened as not written (nothing written yet), nothing else', () => {
    expect(WORK_STATUSES.filter(isNotWritten)).toEqual(['not_opened', 'not_written']);
  });
});
