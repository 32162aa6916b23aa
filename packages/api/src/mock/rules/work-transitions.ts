/**
 * The status of one student's work on an assigned task or test and every move it can make
 * (docs/statuses.md#assigned-work). Each function takes the current status (and what the assignment is) and answers the
 * next status, or the refusal the API answers with 409.
 */
export type WorkStatus =
  | 'not_opened'
  | 'not_written'
  | 'in_progress'
  | 'need_review'
  | 'in_review'
  | 'need_edits'
  | 'completed'
  | 'sent'
  | 'missed'
  | 'test_missed'
  | 'incomplete';

export const WORK_STATUSES: readonly WorkStatus[] = [
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
];

export type ReviewAction = 'take' | 'save' | 'return' | 'complete';

/** What decides a work's moves: a task, or a test held on or outside the platform. */
export type AssignmentShape = { kind: 'task' | 'test'; platform: 'on' | 'outside' | null };

export type Refusal = 'work_locked' | 'transition_not_allowed' | 'time_is_up';
export type Transition = { status: WorkStatus } | { refused: Refusal };

const to = (status: WorkStatus): Transition => ({ status });
const refuse = (refused: Refusal): Transition => ({ refused });
const among = (status: WorkStatus, statuses: readonly WorkStatus[]) => statuses.includes(status);
const onPlatformTest = (a: AssignmentShape) => a.kind === 'test' && a.platform === 'on';

/** Publishing gives every student of the assignment a work in this status. */
export const PUBLISHED_STATUS: WorkStatus = 'not_opened';

/** Nothing written yet: an edit after publishing still reaches these students. */
export const isNotWritten = (status: WorkStatus): boolean =>
  status === 'not_opened' || status === 'not_written';

/** The student opens the assignment: not opened → not written; any other status stays. */
export const openWork = (status: WorkStatus): Transition =>
  to(status === 'not_opened' ? 'not_written' : status);

const DRAFTABLE: readonly WorkStatus[] = ['not_opened', 'not_written', 'in_progress', 'need_edits'];
const SUBMITTABLE: readonly WorkStatus[] = ['not_written', 'in_progress', 'need_edits'];

/** The student saves a task's draft; sent, reviewed, completed and missed works are locked. */
export function saveDraft(status: WorkStatus, assignment: AssignmentShape): Transition {
  if (assignment.kind !== 'task') return refuse('transition_not_allowed');
  return among(status, DRAFTABLE) ? to('in_progress') : refuse('work_locked');
}

/** The student submits a task for review: it is sent and locked (they can no longer edit it). */
export function submitWork(status: WorkStatus, assignment: AssignmentShape): Transition {
  if (assignment.kind !== 'task' || status === 'not_opened') return refuse('transition_not_allowed');
  return among(status, SUBMITTABLE) ? to('sent') : refuse('work_locked');
}

/** The student starts an on-platform test; starting one in progress again continues it. */
export function startTest(status: WorkStatus, assignment: AssignmentShape): Transition {
  if (!onPlatformTest(assignment)) return refuse('transition_not_allowed');
  if (status === 'in_progress' || isNotWritten(status)) return to('in_progress');
  return refuse('transition_not_allowed');
}

/**
 * The student finishes an on-platform test in progress: it is scored and completed. Past the
 * deadline the school has handed it in already (incomplete): the time is up.
 */
export function finishTest(status: WorkStatus, assignment: AssignmentShape): Transition {
  if (!onPlatformTest(assignment)) return refuse('transition_not_allowed');
  if (status === 'incomplete') return refuse('time_is_up');
  return status === 'in_progress' ? to('completed') : refuse('transition_not_allowed');
}

/**
 * The student saves one answer of an on-platform test in progress (it stays in progress); past
 * the deadline the test has been handed in with the answers saved by then: the time is up.
 */
export function answerTest(status: WorkStatus, assignment: AssignmentShape): Transition {
  const finish = finishTest(status, assignment);
  return 'refused' in finish ? finish : to('in_progress');
}

/**
 * At the deadline the school hands an on-platform test still in progress in, with the answers it
 * holds: it reads incomplete and is scored by them (work-hand-in.ts).
 */
export const handedInAtDeadline = (
  before: WorkStatus,
  after: WorkStatus,
  assignment: AssignmentShape,
): boolean => onPlatformTest(assignment) && before === 'in_progress' && after === 'incomplete';

const REVIEW_FROM: Record<ReviewAction, readonly WorkStatus[]> = {
  take: ['not_opened', 'not_written', 'in_progress', 'sent', 'need_edits'],
  save: ['sent', 'need_review', 'in_review'],
  return: ['sent', 'need_review', 'in_review'],
  complete: WORK_STATUSES,
};
const REVIEW_TO: Record<ReviewAction, WorkStatus> = {
  take: 'need_review',
  save: 'in_review',
  return: 'need_edits',
  complete: 'completed',
};

/**
 * The teacher's review: take it to review, save a comment or score, return it for edits, or mark
 * it completed even if the student did not submit (on a completed work: edit the result).
 */
export function reviewWork(status: WorkStatus, action: ReviewAction): Transition {
  return among(status, REVIEW_FROM[action]) ? to(REVIEW_TO[action]) : refuse('transition_not_allowed');
}

/** A test held outside the platform goes directly to need review once its lesson is completed. */
export function onTestLessonCompleted(status: WorkStatus, assignment: AssignmentShape): WorkStatus {
  return assignment.kind === 'test' && assignment.platform === 'outside' && isNotWritten(status)
    ? 'need_review'
    : status;
}

/**
 * The status as read at `now`: past the deadline a work never written is missed (a task) or test
 * missed (a test), and an on-platform test still in progress is incomplete.
 */
export function statusAt(
  work: { status: WorkStatus },
  assignment: AssignmentShape & { deadline: string | null },
  now: Date,
): WorkStatus {
  const { status } = work;
  if (!assignment.deadline || now.getTime() <= new Date(assignment.deadline).getTime()) return status;
  if (isNotWritten(status)) return assignment.kind === 'task' ? 'missed' : 'test_missed';
  if (status === 'in_progress' && onPlatformTest(assignment)) return 'incomplete';
  return status;
}

/** Whether the student may write, save or submit the work (or take the test) now. */
export function canStudentEdit(status: WorkStatus, assignment: AssignmentShape): boolean {
  if (assignment.kind === 'task') return among(status, DRAFTABLE);
  return onPlatformTest(assignment) && (isNotWritten(status) || status === 'in_progress');
}
