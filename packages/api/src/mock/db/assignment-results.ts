import { type TestResult, isScoredStatus, resultOf } from '../rules/work-scoring';
import { type AssignmentRow, assignments } from './assignments';
import { type WorkRow, works } from './works';

export type ScoredResult = TestResult & { max_score: number };

/**
 * The result of a scored test work: completed, or handed in at the deadline with the answers
 * saved by then (incomplete, docs/statuses.md#assigned-work); undefined otherwise.
 */
export function testResultOf(assignment: AssignmentRow, work: WorkRow | undefined): ScoredResult | undefined {
  if (assignment.kind !== 'test' || !work || !isScoredStatus(work.status) || work.score === null)
    return undefined;
  const maxScore = assignment.max_score ?? 0;
  return { ...resultOf(work.score, maxScore), max_score: maxScore };
}

/** The course's final test and the retakes made of it (retakes of retakes included). */
function finalTestsOf(courseId: number): AssignmentRow[] {
  const inCourse = assignments.where((a) => a.course_id === courseId && a.kind === 'test');
  const chain = inCourse.filter((a) => a.test_type === 'final_test');
  for (let i = 0; i < chain.length; i++) {
    const id = chain[i]?.id;
    chain.push(...inCourse.filter((a) => a.retake_of === id && !chain.includes(a)));
  }
  return chain;
}

/** A student's best completed result of the course's final test or its retakes. */
export function finalTestResult(courseId: number, studentId: number): ScoredResult | undefined {
  const results = finalTestsOf(courseId).flatMap((test) => {
    const work = works.rows.find((w) => w.assignment_id === test.id && w.student_id === studentId);
    const result = testResultOf(test, work);
    return result ? [result] : [];
  });
  return results.sort((a, b) => b.percent - a.percent)[0];
}

/** The percent of the student's completed final test, if any (the certificates read it). */
export const finalTestPercent = (courseId: number, studentId: number): number | undefined =>
  finalTestResult(courseId, studentId)?.percent;
