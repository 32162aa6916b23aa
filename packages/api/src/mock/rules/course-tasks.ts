/** The course tasks of a TYLT group: what the trainee and the tutor may do, and the certificate. */

export type CourseTaskKind =
  'university' | 'observation_yl' | 'observation_teens' | 'final_test' | 'practice';
export type CourseTaskStatus = 'not_written' | 'in_progress' | 'need_review' | 'need_edits' | 'completed';
export type TraineeGrade = 'pass' | 'strong_pass' | 'pass_with_merit' | 'not_pass';
export type TraineeCertificateType = 'pass' | 'strong_pass' | 'pass_with_merit' | 'no_certificate';

/** The kinds in the order a group's tasks are shown. */
export const COURSE_TASK_KINDS: readonly CourseTaskKind[] = [
  'university',
  'observation_yl',
  'observation_teens',
  'final_test',
  'practice',
];

/** The trainee changes their draft until they send it, and again once it is returned for edits. */
export const canEditDraft = (status: CourseTaskStatus): boolean =>
  status === 'not_written' || status === 'in_progress' || status === 'need_edits';

/** What a trainee's draft needs to be sent: some text or a file. */
export const hasContent = (text: string, fileIds: readonly number[]): boolean =>
  text.trim().length > 0 || fileIds.length > 0;

/** Where a draft saved in a status leaves the work: a returned work stays returned until sent again. */
export const afterDraftSaved = (status: CourseTaskStatus): CourseTaskStatus =>
  status === 'need_edits' ? 'need_edits' : 'in_progress';

/**
 * The tutor's review: a sent work can be returned for edits; a work in progress (even never
 * sent), one that needs review or one returned can be completed. Null when not allowed.
 */
export function reviewOutcome(
  status: CourseTaskStatus,
  decision: 'return' | 'complete',
): CourseTaskStatus | null {
  if (decision === 'return') return status === 'need_review' ? 'need_edits' : null;
  return status === 'in_progress' || status === 'need_review' || status === 'need_edits' ? 'completed' : null;
}

/** Pass, Strong Pass and Pass with Merit are passes; Not pass is not. */
export const isPass = (grade: TraineeGrade | null | undefined): boolean =>
  grade === 'pass' || grade === 'strong_pass' || grade === 'pass_with_merit';

/**
 * A certificate needs Pass on both observation tasks and a grade (any) for the online-university
 * part and the final test.
 */
export function certificateEligible(grades: Partial<Record<CourseTaskKind, TraineeGrade | null>>): boolean {
  return (
    isPass(grades.observation_yl) &&
    isPass(grades.observation_teens) &&
    Boolean(grades.university) &&
    Boolean(grades.final_test)
  );
}

const RANK: Record<TraineeGrade, number> = { not_pass: 0, pass: 1, strong_pass: 2, pass_with_merit: 3 };

/**
 * The certificate the grades suggest: none when not eligible; otherwise the lowest grade of the
 * two observation tasks and the final test (Pass with Merit only if all three have it).
 */
export function recommendedCertificate(
  grades: Partial<Record<CourseTaskKind, TraineeGrade | null>>,
): TraineeCertificateType {
  if (!certificateEligible(grades)) return 'no_certificate';
  const counted = [grades.observation_yl, grades.observation_teens, grades.final_test].filter(
    (grade): grade is TraineeGrade => isPass(grade),
  );
  const lowest = counted.reduce((low, grade) => (RANK[grade] < RANK[low] ? grade : low), 'pass_with_merit');
  return lowest === 'not_pass' ? 'pass' : lowest;
}

/** The types the tutor may issue: any when eligible, else only "no certificate". */
export const allowedCertificates = (eligible: boolean): readonly TraineeCertificateType[] =>
  eligible ? ['pass', 'strong_pass', 'pass_with_merit', 'no_certificate'] : ['no_certificate'];
