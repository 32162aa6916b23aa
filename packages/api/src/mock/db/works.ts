import { handIn } from '../rules/work-hand-in';
import {
  type WorkStatus,
  PUBLISHED_STATUS,
  handedInAtDeadline,
  isNotWritten,
  onTestLessonCompleted,
  statusAt,
} from '../rules/work-transitions';
import {
  type AssignmentContent,
  type AssignmentRow,
  assignments,
  contentOf,
  studentsOf,
} from './assignments';
import { seedAssignments } from './assignments-seed';
import { seedWorks } from './works-seed';
import { type LessonRow, onLessonCompleted } from './lessons';
import { schoolNow } from '../../time/school-time';
import { createTable } from './table';
import * as clock from '../../time/clock';

export type WorkAnswerRow = {
  question_id: number;
  option_ids: number[];
  text: string | null;
  points: number | null;
  /**
   * The student's counter of an answer saved as it was given (the highest is kept); null or
   * absent for an answer that came only with the finish (and in rows stored before it existed).
   */
  revision?: number | null;
};
export type WorkCommentRow = { id: number; author_id: number; text: string; created_at: string };

/** One student's work on one assignment. */
export type WorkRow = {
  id: number;
  assignment_id: number;
  student_id: number;
  status: WorkStatus;
  text: string;
  file_ids: number[];
  answers: WorkAnswerRow[];
  score: number | null;
  comments: WorkCommentRow[];
  opened_at: string | null;
  started_at: string | null;
  submitted_at: string | null;
  completed_at: string | null;
  updated_at: string;
  /**
   * The version the student started, frozen when the teacher edits the assignment after the work
   * left not written; null means the student sees the assignment as it is now.
   */
  snapshot: AssignmentContent | null;
};

/**
 * Seeded from the seeded assignments planned afresh (the same rows, ids and times as the
 * assignments table's seed), not from the live table, which may already hold the user's changes.
 */
export const works = createTable<WorkRow>('works', () => {
  const now = clock.nowMs();
  return seedWorks(seedAssignments(now), now);
});

export const worksOf = (assignmentId: number): WorkRow[] =>
  works.where((work) => work.assignment_id === assignmentId);

export const workOf = (assignmentId: number, studentId: number): WorkRow | undefined =>
  works.rows.find((work) => work.assignment_id === assignmentId && work.student_id === studentId);

/** A new work as publishing gives it (not opened). */
const newWork = (assignmentId: number, studentId: number): Omit<WorkRow, 'id'> => ({
  assignment_id: assignmentId,
  student_id: studentId,
  status: PUBLISHED_STATUS,
  text: '',
  file_ids: [],
  answers: [],
  score: null,
  comments: [],
  opened_at: null,
  started_at: null,
  submitted_at: null,
  completed_at: null,
  updated_at: schoolNow(),
  snapshot: null,
});

/**
 * The works of a published assignment, one per student it is for, read at `now`: a student who
 * has none yet (joined after publishing) gets one not opened, and deadlines are applied and stored.
 */
export function currentWorks(assignment: AssignmentRow, now = clock.now()): WorkRow[] {
  if (!assignment.published) return [];
  const existing = new Map(worksOf(assignment.id).map((work) => [work.student_id, work]));
  let changed = false;
  const rows = studentsOf(assignment).map((studentId) => {
    const work = existing.get(studentId) ?? works.insert(newWork(assignment.id, studentId));
    const status = statusAt(work, assignment, now);
    if (status !== work.status) {
      if (handedInAtDeadline(work.status, status, assignment)) handInAtDeadline(assignment, work);
      work.status = status;
      work.updated_at = schoolNow(now);
      changed = true;
    }
    return work;
  });
  if (changed) works.save();
  return rows;
}

/**
 * At the deadline the school hands a test in progress in with the answers it holds, scored as a
 * finish scores them (docs/statuses.md#assigned-work): it was submitted at the deadline.
 */
function handInAtDeadline(assignment: AssignmentRow, work: WorkRow): void {
  const held = work.answers.map((answer) => ({ ...answer, revision: answer.revision ?? null }));
  const counted = handIn(versionFor(assignment, work).questions, held, assignment.max_score ?? 0);
  work.answers = counted.answers.map((answer) => ({ ...answer, text: null }));
  work.score = counted.score;
  work.submitted_at = schoolNow(new Date(assignment.deadline ?? work.updated_at));
}

/** One student's work read at `now`, or undefined when the assignment is not published for them. */
export const currentWork = (
  assignment: AssignmentRow,
  studentId: number,
  now = clock.now(),
): WorkRow | undefined => currentWorks(assignment, now).find((work) => work.student_id === studentId);

/** Publishing: every student of the assignment gets a work not opened. */
export const createWorksOnPublish = (assignment: AssignmentRow): WorkRow[] => currentWorks(assignment);

/**
 * Before an edit after publishing: the students who already wrote something keep the version they
 * started. Answers how many students the edit reaches (not opened or not written).
 */
export function freezeStartedVersions(assignment: AssignmentRow): number {
  const rows = currentWorks(assignment);
  for (const work of rows) {
    if (!isNotWritten(work.status) && !work.snapshot) work.snapshot = contentOf(assignment);
  }
  works.save();
  return rows.filter((work) => isNotWritten(work.status)).length;
}

/** The content a student sees: their frozen version, or the assignment as it is now. */
export const versionFor = (assignment: AssignmentRow, work: WorkRow | undefined): AssignmentContent =>
  work?.snapshot ?? contentOf(assignment);

/**
 * "A test held outside the platform goes directly to need review": once the lesson it is
 * appointed to is completed, its works still not opened or not written need review.
 */
export function reviewOutsideTestsOf(lesson: LessonRow): void {
  const tests = assignments.where(
    (a) => a.lesson_id === lesson.id && a.kind === 'test' && a.platform === 'outside',
  );
  for (const test of tests) {
    for (const work of currentWorks(test)) {
      const status = onTestLessonCompleted(work.status, test);
      if (status !== work.status) {
        work.status = status;
        work.updated_at = schoolNow();
      }
    }
  }
  works.save();
}

onLessonCompleted(reviewOutsideTestsOf);
