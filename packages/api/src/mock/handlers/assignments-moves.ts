import { type WorkRow, works } from '../db/works';
import { schoolNow } from '../../time/school-time';
import type { Transition, WorkStatus } from '../rules/work-transitions';
import { fail } from './respond';

const MESSAGES = {
  work_locked: 'The work was sent or is under review; it can no longer be edited.',
  transition_not_allowed: 'The work’s status does not allow this action.',
  time_is_up: 'The deadline of this test has passed; it was handed in with the answers saved by then.',
} as const;

/** The next status of a transition, or the 409 answer of its refusal (a passed deadline says so). */
export function allowed(transition: Transition, message?: string): WorkStatus {
  if ('refused' in transition) {
    const { refused } = transition;
    fail(409, refused, refused === 'time_is_up' ? MESSAGES.time_is_up : (message ?? MESSAGES[refused]));
  }
  return transition.status;
}

/** Stores a work's new status and fields, stamping the update time. */
export function saveWork(work: WorkRow, status: WorkStatus, changes: Partial<WorkRow> = {}): WorkRow {
  Object.assign(work, changes, { status, updated_at: schoolNow() });
  works.save();
  return work;
}
