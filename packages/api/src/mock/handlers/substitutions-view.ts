import type { Substitution } from '../../generated/model';
import { lessons } from '../db/lessons';
import { personRef } from '../db/person-ref';
import type { SubstitutionRow } from '../db/substitutions';
import { isPaidSubstitution, substitutionStatus, viewerDecision } from '../rules/substitutions';
import * as clock from '../../time/clock';

/** A request as the viewer sees it: their side, the status by the clock, their decision, pay. */
export function substitutionView(row: SubstitutionRow, viewerId: number, now = clock.now()): Substitution {
  // A manager may mark the lesson itself a late cancellation.
  const lateCancel =
    row.late_cancel || (row.lesson_id !== null && lessons.byId(row.lesson_id)?.late_cancel === true);
  const facts = { ...row, late_cancel: lateCancel };
  return {
    id: row.id,
    kind: row.kind,
    side: row.requested_by === viewerId ? 'requested' : 'offered',
    status: substitutionStatus(facts, now),
    decision: viewerDecision(facts, viewerId),
    reason: row.reason,
    comment: row.comment,
    course_id: row.course_id,
    lesson_id: row.lesson_id,
    course_name: row.course_name,
    lesson_number: row.lesson_number,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    requested_by: personRef(row.requested_by),
    substitute: row.substitute_id === null ? null : personRef(row.substitute_id),
    late_cancel: lateCancel,
    paid: isPaidSubstitution(facts, now),
    created_at: row.created_at,
  };
}
