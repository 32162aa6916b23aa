import { PASS_PERCENT, percentOf } from './grades';
import { isScoredStatus } from './work-scoring';

/**
 * A teacher can add a retake of a test. The school allows a retake of any test; the retake
 * is for the students who did not pass the original (a result under 60 %, or no result; a test
 * handed in at the deadline counts with its score), and for all of its students while none is
 * graded yet.
 */
export function retakeStudents(
  students: readonly number[],
  works: readonly { student_id: number; status: string; score: number | null }[],
  maxScore: number,
): number[] {
  const graded = works.filter((work) => isScoredStatus(work.status) && work.score !== null);
  if (graded.length === 0) return [...students];
  const passed = new Set(
    graded
      .filter((work) => percentOf(work.score ?? 0, maxScore) >= PASS_PERCENT)
      .map((work) => work.student_id),
  );
  return students.filter((id) => !passed.has(id));
}

/**
 * A personal test version: the questions in an order of the student's own (the same order on
 * every read), so neighbours do not see the same question first.
 */
export function personalOrder<T extends { id: number }>(questions: readonly T[], studentId: number): T[] {
  const key = (id: number) => ((id * 2654435761 + studentId * 40503) >>> 0) % 1000003;
  return [...questions].sort((a, b) => key(a.id) - key(b.id) || a.id - b.id);
}
