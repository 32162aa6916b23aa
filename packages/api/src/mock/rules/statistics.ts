export type StatisticsCategory =
  | 'groups'
  | 'individual_lessons'
  | 'substitutions'
  | 'individual_substitutions'
  | 'feedback_forms'
  | 'catch_ups'
  | 'speaking_clubs'
  | 'paid_tests'
  | 'taxes'
  | 'trial_lessons'
  | 'tkt_groups'
  | 'tylt_groups'
  | 'company_trials';
export type StatisticsRecordStatus = 'in_progress' | 'in_review' | 'need_revision' | 'verified';

/** What the salary reads of a record. */
export type SalaryFacts = {
  category: StatisticsCategory;
  type: 'corporate' | 'other';
  rate: number;
  amount: number;
  change_after_verify: number | null;
};

/** The record's sum: rate × amount, rounded to whole hryvnias. */
export const recordSum = (record: { rate: number; amount: number }): number =>
  Math.round(record.rate * record.amount);

const IN_HOUSE: readonly StatisticsCategory[] = [
  'groups',
  'individual_lessons',
  'substitutions',
  'individual_substitutions',
  'feedback_forms',
  'catch_ups',
  'speaking_clubs',
  'trial_lessons',
];
const TEACHER_TRAINING: readonly StatisticsCategory[] = ['tkt_groups', 'tylt_groups'];

/** The salary line a record adds to (taxes are subtracted, not a line of the running total). */
export function salaryLineOf(record: Pick<SalaryFacts, 'category' | 'type'>) {
  if (record.category === 'taxes') return 'taxes' as const;
  if (TEACHER_TRAINING.includes(record.category)) return 'teacher_training' as const;
  if (record.type === 'corporate') return 'corp' as const;
  return IN_HOUSE.includes(record.category) ? ('in_house' as const) : ('other' as const);
}

/**
 * The month's salary: in-house, corp, teacher training and other; the running total
 * of the four; taxes; the managers' changes after verify; total to pay = running total − taxes +
 * changes after verify.
 */
export function salaryBreakdown(records: readonly SalaryFacts[]) {
  const lines = { in_house: 0, corp: 0, teacher_training: 0, other: 0, taxes: 0 };
  let changes = 0;
  for (const record of records) {
    lines[salaryLineOf(record)] += recordSum(record);
    changes += record.change_after_verify ?? 0;
  }
  const runningTotal = lines.in_house + lines.corp + lines.teacher_training + lines.other;
  return {
    in_house: lines.in_house,
    corp: lines.corp,
    teacher_training: lines.teacher_training,
    other: lines.other,
    running_total: runningTotal,
    taxes: lines.taxes,
    total_to_pay: runningTotal - lines.taxes + changes,
    changes_after_verify: changes,
  };
}

/** Every category, in the contract's order. */
export const STATISTICS_CATEGORIES: readonly StatisticsCategory[] = [
  'groups',
  'individual_lessons',
  'substitutions',
  'individual_substitutions',
  'feedback_forms',
  'catch_ups',
  'speaking_clubs',
  'paid_tests',
  'taxes',
  'trial_lessons',
  'tkt_groups',
  'tylt_groups',
  'company_trials',
];

/** The month's records per category (only categories with records), in the contract's order. */
export function categoryTotals(records: readonly Pick<SalaryFacts, 'category' | 'rate' | 'amount'>[]) {
  return STATISTICS_CATEGORIES.flatMap((category) => {
    const own = records.filter((record) => record.category === category);
    return own.length === 0
      ? []
      : [
          {
            category,
            records_count: own.length,
            sum: own.reduce((total, record) => total + recordSum(record), 0),
          },
        ];
  });
}

/** The fields of a record, in the order the first empty one is named (every one required). */
export const RECORD_FIELDS = ['date', 'category', 'description', 'type', 'rate', 'amount', 'units'] as const;

/** The first absent or empty field of a record as sent, or null when every field has a value. */
export function firstEmptyField(body: Record<string, unknown>): (typeof RECORD_FIELDS)[number] | null {
  return (
    RECORD_FIELDS.find((field) => {
      const value = body[field];
      return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    }) ?? null
  );
}

/** Only records in progress or needing revision can be edited; in review and verified are locked. */
export const isEditableRecord = (status: StatisticsRecordStatus): boolean =>
  status === 'in_progress' || status === 'need_revision';

/** An edit puts a record that needed revision back in progress (the manager reviews it again). */
export const statusAfterEdit = (status: StatisticsRecordStatus): StatisticsRecordStatus =>
  status === 'need_revision' ? 'in_progress' : status;

/** The teacher sends a month for review: only its records in progress go (to `in_review`). */
export const isSendable = (status: StatisticsRecordStatus): boolean => status === 'in_progress';

/** The director of studies' decision on a record in review. */
export type ReviewDecision = 'verify' | 'return';

/**
 * The status a review decision leads to: a record in review is verified (accepted for pay) or
 * sent back for revision; any other status allows no decision (null).
 */
export function statusAfterReview(
  status: StatisticsRecordStatus,
  decision: ReviewDecision,
): StatisticsRecordStatus | null {
  if (status !== 'in_review') return null;
  return decision === 'verify' ? 'verified' : 'need_revision';
}

/** The longest comment a record is sent back with. */
export const REVIEW_COMMENT_MAX = 1000;

/** A comment to send a record back with: required (not blank), at most `REVIEW_COMMENT_MAX` characters. */
export function reviewCommentProblem(comment: unknown): 'fields_empty' | 'validation_failed' | null {
  if (comment === undefined || comment === null) return 'fields_empty';
  if (typeof comment !== 'string') return 'validation_failed';
  if (comment.trim() === '') return 'fields_empty';
  return comment.length > REVIEW_COMMENT_MAX ? 'validation_failed' : null;
}

/** The month's late-cancelled lessons paid as if held: how many lines and their sum. */
export function lateCancelTotals(
  records: readonly { rate: number; amount: number; late_cancel_lesson_id?: number | undefined }[],
) {
  const own = records.filter((record) => record.late_cancel_lesson_id !== undefined);
  return { records_count: own.length, sum: own.reduce((total, record) => total + recordSum(record), 0) };
}
