import type { StatusValue } from '../status-badge';

/** The statuses in which the student still owes work, so a passed deadline is overdue. */
const OPEN_STATUSES: ReadonlySet<StatusValue<'assignedTask'>> = new Set([
  'not_opened',
  'not_written',
  'in_progress',
  'need_edits',
]);

/** A task is overdue when its deadline has passed and the student has not handed it in. */
export function isTaskOverdue(
  deadline: string | undefined,
  status: StatusValue<'assignedTask'>,
  now: Date | string = new Date(),
): boolean {
  if (!deadline || !OPEN_STATUSES.has(status)) return false;
  return new Date(deadline).getTime() < new Date(now).getTime();
}
