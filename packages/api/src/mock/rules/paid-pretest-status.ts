import type { PaidPretestManagerLabel, PaidPretestStatus } from '../../generated/model';
import { schoolDateOf, shiftDate, weekdayOf } from '../../time/school-time';
import { type PretestAttemptRow, takenParts } from '../db/pretests';

/** Results are due within five working days. */
export const RESULT_WORKING_DAYS = 5;

/** When grammar and writing were both handed in; null before. */
export const writtenAt = (row: PretestAttemptRow): string | null => {
  const parts = row.parts.filter((part) => takenParts(row.parts).includes(part.part));
  if (parts.some((part) => part.status !== 'done' || !part.submitted_at)) return null;
  return parts
    .map((part) => part.submitted_at!)
    .sort()
    .at(-1)!;
};

/** The fifth working day (Monday to Friday) after a moment, on the school's calendar. */
export function workingDaysAfter(moment: string, days: number): string {
  let date = schoolDateOf(new Date(moment));
  for (let left = days; left > 0;) {
    date = shiftDate(date, 1);
    if (weekdayOf(date) <= 5) left -= 1;
  }
  return date;
}

/** A paid test's status, from its parts, its interview and its feedback. */
export function paidStatus(row: PretestAttemptRow): PaidPretestStatus {
  const paid = row.paid!;
  if (paid.speaking === 'missed') return 'missed';
  const taken = row.parts.filter((part) => takenParts(row.parts).includes(part.part));
  if (taken.every((part) => part.status === 'not_started')) return 'assigned';
  if (writtenAt(row) === null) return 'in_progress';
  if (paid.finished_at !== null) return 'finished';
  if (paid.speaking === 'waiting') return 'waiting';
  return paid.feedbacks.length > 0 ? 'in_review' : 'need_feedback';
}

const LABELS: Record<PaidPretestStatus, PaidPretestManagerLabel> = {
  assigned: 'waiting_to_start',
  in_progress: 'assigned',
  waiting: 'assigned',
  need_feedback: 'in_review',
  in_review: 'in_review',
  finished: 'done',
  missed: 'done',
};

/** The manager's label for an employee's latest paid test; none is "not assigned". */
export const managerLabel = (status: PaidPretestStatus | null): PaidPretestManagerLabel =>
  status === null ? 'not_assigned' : LABELS[status];

/** A test the company has paid for and that is not over: a second one cannot be assigned. */
export const isOpen = (status: PaidPretestStatus) => status !== 'finished' && status !== 'missed';
