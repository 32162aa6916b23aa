import { ApiError } from '@cabinet/api/http';
import type { CalendarEvent, Substitution, SubstitutionReason } from '@cabinet/api/model';

/** The reasons a teacher may give, in the contract's order. */
export const SUBSTITUTION_REASONS: readonly SubstitutionReason[] = [
  'illness',
  'vacation',
  'personal',
  'training',
  'other',
];

/** The longest comment the school takes. */
export const COMMENT_MAX_LENGTH = 1000;

/** The request form's fields. */
export type RequestFields = { reason: SubstitutionReason | ''; comment: string };

/** The field a 422 answer names, when it is one of the form's. */
export function fieldOfError(error: unknown): keyof RequestFields | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const data = error.data as { field?: unknown } | null;
  const field = typeof data?.field === 'string' ? data.field : null;
  return field === 'reason' || field === 'comment' ? field : null;
}

const started = (item: Pick<Substitution, 'starts_at'>, now: Date) =>
  now.getTime() >= Date.parse(item.starts_at);

/**
 * What the viewer may do with a request (the contract's rules): accept or decline one offered to
 * them that is waiting, unanswered and not started; cancel their own before the lesson starts,
 * unless it is already cancelled or ended.
 */
export function substitutionActions(
  item: Pick<Substitution, 'side' | 'status' | 'decision' | 'starts_at'>,
  now: Date,
): { answer: boolean; cancel: boolean } {
  if (started(item, now)) return { answer: false, cancel: false };
  return {
    answer: item.side === 'offered' && item.status === 'waiting' && item.decision === null,
    cancel:
      item.side === 'requested' &&
      (item.status === 'waiting' || item.status === 'moderation' || item.status === 'approved'),
  };
}

/** The lessons that already have a live request of the viewer (waiting, in moderation or approved). */
export const lessonsWithRequest = (requests: readonly Substitution[]): Set<number> =>
  new Set(
    requests
      .filter(
        (item) =>
          item.side === 'requested' &&
          item.lesson_id !== null &&
          (item.status === 'waiting' || item.status === 'moderation' || item.status === 'approved'),
      )
      .map((item) => item.lesson_id as number),
  );

/** The teacher's own lessons a substitute may be asked for: upcoming group and individual lessons. */
export const requestableLessons = (events: readonly CalendarEvent[], now: Date): CalendarEvent[] =>
  events.filter(
    (event) =>
      (event.kind === 'group_lesson' || event.kind === 'individual_lesson') &&
      event.lesson_id !== null &&
      event.status === 'upcoming' &&
      Date.parse(event.starts_at) > now.getTime(),
  );
