/**
 * Whether a task (homework) was handed in by its deadline. A task is handed in when the student
 * submits it, or when the teacher completes it without a submission (then at that time); one not
 * handed in counts only once its deadline passed (until then it is still open).
 */
export type HomeworkOutcome = 'on_time' | 'late' | 'not_handed_in' | 'open';

const time = (iso: string) => new Date(iso).getTime();

export function homeworkOutcome(deadline: string, handedInAt: string | null, now: Date): HomeworkOutcome {
  if (handedInAt !== null) return time(handedInAt) <= time(deadline) ? 'on_time' : 'late';
  return now.getTime() > time(deadline) ? 'not_handed_in' : 'open';
}

/** When a work was handed in: submitted, or completed by the teacher without a submission. */
export const handedInAt = (work: {
  status: string;
  submitted_at: string | null;
  completed_at: string | null;
}): string | null => work.submitted_at ?? (work.status === 'completed' ? work.completed_at : null);
