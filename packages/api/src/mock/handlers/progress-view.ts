import type { Level, ProgressCourseRef, ProgressLevelPoint } from '../../generated/model';
import { testResultOf } from '../db/assignment-results';
import { type AssignmentRow, assignments } from '../db/assignments';
import type { CourseRow } from '../db/courses';
import { pretestAttempts } from '../db/pretest-attempts';
import type { PretestAttemptRow, PretestPartRow } from '../db/pretests';
import { type WorkRow, currentWorks } from '../db/works';
import { schoolDateOf } from '../../time/school-time';
import { overallLevel } from '../rules/pretest-levels';
import { levelShownByTest } from '../rules/progress-levels';

/** A course as a chart's point names it. */
export const progressCourseRef = (course: CourseRow): ProgressCourseRef => ({
  id: course.id,
  name: course.name,
  kind: course.kind,
  level: course.level,
});

/**
 * The works of published assignments read once per call at one moment (deadlines applied, as
 * every read of a work applies them), by student.
 */
export function worksAt(now: Date): (assignment: AssignmentRow) => Map<number, WorkRow> {
  const read = new Map<number, Map<number, WorkRow>>();
  return (assignment) => {
    let byStudent = read.get(assignment.id);
    if (!byStudent) {
      byStudent = new Map(currentWorks(assignment, now).map((work) => [work.student_id, work]));
      read.set(assignment.id, byStudent);
    }
    return byStudent;
  };
}

/** The day a scored test was handed in (or completed, when the school has no hand-in time). */
export const testDateOf = (work: WorkRow): string =>
  schoolDateOf(work.submitted_at ?? work.completed_at ?? work.updated_at);

type Skill = 'grammar' | 'reading' | 'writing' | 'speaking';

const skillLevel = (parts: readonly PretestPartRow[], skill: Skill): Level | null => {
  const part = parts.find((row) => row.part === skill);
  return part?.status === 'done' ? part.level : null;
};

/** A placement test's result: the entry test once finished, a company's test once its result is out. */
function placementPoint(row: PretestAttemptRow): ProgressLevelPoint[] {
  const resultAt = row.paid ? row.paid.finished_at : row.finished_at;
  if (resultAt === null) return [];
  return [
    {
      date: schoolDateOf(resultAt),
      source: 'placement',
      course: null,
      overall: overallLevel(row.parts.map((part) => part.level)),
      skills: {
        grammar: skillLevel(row.parts, 'grammar'),
        reading: skillLevel(row.parts, 'reading'),
        writing: skillLevel(row.parts, 'writing'),
        speaking: skillLevel(row.parts, 'speaking'),
      },
    },
  ];
}

const NO_SKILLS = { grammar: null, reading: null, writing: null, speaking: null };

/** The kind of a course's test a level is read from: progress and final tests, a retake as what it retakes. */
function levelTestKind(
  assignment: AssignmentRow,
  byId: Map<number, AssignmentRow>,
): 'progress_test' | 'final_test' | null {
  let current: AssignmentRow | undefined = assignment;
  for (let hops = 0; current && hops < 20; hops++) {
    if (current.test_type === 'progress_test' || current.test_type === 'final_test') return current.test_type;
    if (current.test_type !== 'test_retake' || current.retake_of === null) return null;
    current = byId.get(current.retake_of);
  }
  return null;
}

/**
 * Reads the levels people showed, oldest first: each placement test's result, and each scored
 * progress or final test (or retake of one) of the courses given. The courses' tests are read once,
 * so asking for many people (a company's employees) stays one pass over them.
 */
export function levelReader(
  courses: readonly CourseRow[],
  worksOf: (assignment: AssignmentRow) => Map<number, WorkRow>,
): (personId: number) => ProgressLevelPoint[] {
  const courseById = new Map(courses.map((course) => [course.id, course]));
  const inCourses = assignments.where((row) => courseById.has(row.course_id) && row.kind === 'test');
  const byId = new Map(inCourses.map((row) => [row.id, row]));
  const testPoints = new Map<number, ProgressLevelPoint[]>();
  for (const assignment of inCourses.filter((row) => row.published).sort((a, b) => a.id - b.id)) {
    const source = levelTestKind(assignment, byId);
    const course = courseById.get(assignment.course_id);
    if (!source || !course) continue;
    for (const [studentId, work] of worksOf(assignment)) {
      const result = testResultOf(assignment, work);
      if (!result) continue;
      const points = testPoints.get(studentId) ?? [];
      points.push({
        date: testDateOf(work),
        source,
        course: progressCourseRef(course),
        overall: levelShownByTest(course.level, result.percent),
        skills: { ...NO_SKILLS },
      });
      testPoints.set(studentId, points);
    }
  }
  const attempts = new Map<number, PretestAttemptRow[]>();
  for (const row of [...pretestAttempts.rows].sort((a, b) => a.id - b.id)) {
    attempts.set(row.user_id, [...(attempts.get(row.user_id) ?? []), row]);
  }
  return (personId) =>
    [...(attempts.get(personId) ?? []).flatMap(placementPoint), ...(testPoints.get(personId) ?? [])].sort(
      (a, b) => a.date.localeCompare(b.date),
    );
}
