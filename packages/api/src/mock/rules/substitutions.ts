import { overlaps } from './calendar';
import * as clock from '../../time/clock';

export type SubstitutionKind =
  'group' | 'individual' | 'corporate_group' | 'corporate_individual' | 'tkt_group' | 'tylt_group';
export type SubstitutionStatus = 'waiting' | 'approved' | 'moderation' | 'ended' | 'canceled';
export type SubstitutionDecision = 'accepted' | 'declined' | 'deleted';

/** What the rules read of a substitution request. */
export type SubstitutionFacts = {
  starts_at: string;
  ends_at: string;
  requested_by: number;
  /** The stored state; `ended` is never stored, the clock decides it. */
  state: 'waiting' | 'approved' | 'moderation' | 'canceled';
  /** The teacher who asked cancelled it (decision `deleted`). */
  canceled_by_requester: boolean;
  substitute_id: number | null;
  /** The teachers it was offered to (free at the lesson's time when it was made). */
  offered_to: number[];
  declined_by: number[];
  late_cancel: boolean;
};

type Interval = { starts_at: string; ends_at: string };

const started = (facts: Interval, now: Date) => now.getTime() >= Date.parse(facts.starts_at);

/** The kind of lesson of a course: a tutor's TKT or TYLT group, the school's or a company's course. */
export const substitutionKindOf = (course: {
  kind: 'group' | 'individual';
  company_name: string | null;
  training: 'tkt' | 'tylt' | null;
}): SubstitutionKind => {
  if (course.training) return course.training === 'tkt' ? 'tkt_group' : 'tylt_group';
  if (course.company_name === null) return course.kind;
  return course.kind === 'group' ? 'corporate_group' : 'corporate_individual';
};

/** Whether a kind is a tutor's teacher-training group. */
export const isTrainingKind = (kind: SubstitutionKind): boolean =>
  kind === 'tkt_group' || kind === 'tylt_group';

/**
 * Who may be offered a lesson: a training group's lesson goes to the other tutors only, any other
 * lesson to the other school teachers only; never to the one who asks.
 */
export const substituteCandidates = (
  course: { training: 'tkt' | 'tylt' | null },
  requesterId: number,
  staff: { teachers: readonly number[]; tutors: readonly number[] },
): number[] => (course.training ? staff.tutors : staff.teachers).filter((id) => id !== requesterId);

/** A tutor's filter: `is_mine` their own requests, `is_not_mine` other tutors' offered to them. */
export type SubstitutionFilter = 'is_mine' | 'is_not_mine';

/**
 * Whether the viewer sees a request under the list's filters: `side` and the tutor's `filter`
 * (own = requested, others' = offered) narrow it; without either, both the viewer's own requests
 * and those offered to them.
 */
export function visibleUnder(
  facts: SubstitutionFacts,
  viewerId: number,
  query: { side?: 'requested' | 'offered'; filter?: SubstitutionFilter },
): boolean {
  const requested = facts.requested_by === viewerId;
  const offered = isOfferedTo(facts, viewerId);
  const wantsRequested = query.side === 'requested' || query.filter === 'is_mine';
  const wantsOffered = query.side === 'offered' || query.filter === 'is_not_mine';
  if (wantsRequested && wantsOffered) return false;
  if (wantsRequested) return requested;
  if (wantsOffered) return offered;
  return requested || offered;
}

/** The status by the clock: a request not cancelled whose lesson has ended is `ended`. */
export function substitutionStatus(facts: SubstitutionFacts, now = clock.now()): SubstitutionStatus {
  if (facts.state === 'canceled') return 'canceled';
  if (now.getTime() >= Date.parse(facts.ends_at)) return 'ended';
  return facts.state;
}

/**
 * The decision as the viewer sees it: on their own request `accepted` once someone took it,
 * `deleted` once they cancelled it; on a request offered to them, their own answer.
 */
export function viewerDecision(facts: SubstitutionFacts, viewerId: number): SubstitutionDecision | null {
  if (facts.requested_by === viewerId) {
    if (facts.canceled_by_requester) return 'deleted';
    return facts.substitute_id !== null ? 'accepted' : null;
  }
  if (facts.substitute_id === viewerId) return 'accepted';
  return facts.declined_by.includes(viewerId) ? 'declined' : null;
}

/** Paid to the teacher who holds the lesson: a late cancellation (as if held), or a held substitution. */
export const isPaidSubstitution = (facts: SubstitutionFacts, now = clock.now()): boolean =>
  facts.late_cancel ||
  (facts.substitute_id !== null &&
    !facts.canceled_by_requester &&
    substitutionStatus(facts, now) === 'ended');

/** Whether the request shows to the viewer as offered to them (a request in moderation is offered to nobody). */
export const isOfferedTo = (facts: SubstitutionFacts, viewerId: number): boolean =>
  facts.requested_by !== viewerId &&
  (facts.substitute_id === viewerId || (facts.state !== 'moderation' && facts.offered_to.includes(viewerId)));

/** The teachers among `candidates` with nothing overlapping `slot` in their busy times. */
export const freeTeachers = (
  candidates: readonly number[],
  busy: ReadonlyMap<number, readonly Interval[]>,
  slot: Interval,
): number[] => candidates.filter((id) => !(busy.get(id) ?? []).some((taken) => overlaps(taken, slot)));

/**
 * Why a lesson cannot get a substitute, in the contract's order: it has started or already has
 * a live request (`transition_not_allowed`), or no other teacher is free (`no_substitute_available`).
 */
export function requestRefusal(input: {
  lesson: Interval;
  hasLiveRequest: boolean;
  freeCount: number;
  now?: Date;
}): 'transition_not_allowed' | 'no_substitute_available' | null {
  if (started(input.lesson, input.now ?? clock.now()) || input.hasLiveRequest)
    return 'transition_not_allowed';
  return input.freeCount === 0 ? 'no_substitute_available' : null;
}

/** A request counts as live (blocks a second one for the lesson) while waiting, in moderation or approved. */
export const isLiveRequest = (facts: SubstitutionFacts, now = clock.now()): boolean => {
  const status = substitutionStatus(facts, now);
  return status === 'waiting' || status === 'moderation' || status === 'approved';
};

/** Why the viewer cannot accept or decline: not offered to them (404), or no longer waiting / already answered. */
export function answerRefusal(
  facts: SubstitutionFacts,
  viewerId: number,
  now = clock.now(),
): 'substitution_not_found' | 'transition_not_allowed' | null {
  if (!isOfferedTo(facts, viewerId)) return 'substitution_not_found';
  if (substitutionStatus(facts, now) !== 'waiting' || started(facts, now)) return 'transition_not_allowed';
  return facts.declined_by.includes(viewerId) ? 'transition_not_allowed' : null;
}

/**
 * Why the viewer cannot accept: the answer rules, then the viewer must still be free at the
 * lesson's time (they may have taken another lesson since it was offered).
 */
export function acceptRefusal(
  facts: SubstitutionFacts,
  viewerId: number,
  viewerFree: boolean,
  now = clock.now(),
): 'substitution_not_found' | 'transition_not_allowed' | null {
  return answerRefusal(facts, viewerId, now) ?? (viewerFree ? null : 'transition_not_allowed');
}

/** Why the viewer cannot cancel: not their request (404), or cancelled, ended or started. */
export function cancelRefusal(
  facts: SubstitutionFacts,
  viewerId: number,
  now = clock.now(),
): 'substitution_not_found' | 'transition_not_allowed' | null {
  if (facts.requested_by !== viewerId) return 'substitution_not_found';
  const status = substitutionStatus(facts, now);
  if (status === 'canceled' || status === 'ended' || started(facts, now)) return 'transition_not_allowed';
  return null;
}

/** Who teaches the lesson now: the substitute of an approved request, else its own teacher. */
export const holderOf = (teacherId: number, facts: SubstitutionFacts | undefined): number =>
  facts && facts.state === 'approved' && facts.substitute_id !== null ? facts.substitute_id : teacherId;
