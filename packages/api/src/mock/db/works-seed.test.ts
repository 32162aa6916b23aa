import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE_PREFIX } from '../scenarios/hostile';
import { NORMAL_SCENARIO, setScenario } from '../scenarios/state';
import { WORK_STATUSES, statusAt } from '../rules/work-transitions';
import { type AssignmentRow, assignments, assignmentsOf } from './assignments';
import { resetDb } from '.';
import { works } from './works';
import { DEMO } from './world/people';

beforeEach(() => resetDb());
afterEach(() => {
  setScenario(NORMAL_SCENARIO);
  resetDb();
});

const statusesOf = (courseId: number, studentId: number) => {
  const ids = new Set(assignmentsOf(courseId).map((a) => a.id));
  return works.where((w) => ids.has(w.assignment_id) && w.student_id === studentId).map((w) => w.status);
};

describe('the seeded tasks and tests', () => {
  it('give every module 2-3 tasks and its test, on and outside the platform', () => {
    const course = assignmentsOf(3).filter((a) => a.title_en?.startsWith('Draft') !== true);
    for (const moduleId of new Set(course.map((a) => a.module_id))) {
      const rows = course.filter((a) => a.module_id === moduleId);
      expect(rows.filter((a) => a.kind === 'test' && a.lesson_id !== null)).toHaveLength(1);
      expect(rows.filter((a) => a.kind === 'task').length).toBeGreaterThanOrEqual(2);
    }
    const tests = assignments.where((a) => a.kind === 'test');
    expect(new Set(tests.map((a) => a.platform))).toEqual(new Set(['on', 'outside']));
    expect(tests.filter((a) => a.platform === 'on').every((a) => a.questions.length === 5)).toBe(true);
  });

  it('give the demo student a work in every status in course 1 and a test to take now', () => {
    expect(new Set(statusesOf(1, DEMO.student()))).toEqual(new Set(WORK_STATUSES));
    const now = Date.now();
    const takeable = assignmentsOf(1).find(
      (a) =>
        a.platform === 'on' &&
        a.published &&
        a.deadline !== null &&
        new Date(a.deadline).getTime() > now &&
        works.rows.some(
          (w) => w.assignment_id === a.id && w.student_id === DEMO.student() && w.status === 'not_opened',
        ),
    );
    expect(takeable?.questions.length).toBe(5);
  });

  it('give the other demo accounts several statuses, and the demo teacher works to review and a draft', () => {
    expect(new Set(statusesOf(31, DEMO.student())).size).toBeGreaterThanOrEqual(3);
    expect(new Set(statusesOf(3, DEMO.maksym())).size).toBeGreaterThanOrEqual(5);
    expect(new Set(statusesOf(4, DEMO.sofiia())).size).toBeGreaterThanOrEqual(4);
    expect(new Set(statusesOf(32, DEMO.sofiia())).size).toBeGreaterThanOrEqual(3);
    for (const courseId of [1, 3]) {
      const ids = new Set(assignmentsOf(courseId).map((a) => a.id));
      expect(
        works.where((w) => ids.has(w.assignment_id) && w.status === 'sent').length,
      ).toBeGreaterThanOrEqual(3);
      expect(assignmentsOf(courseId).some((a) => a.kind === 'task' && !a.published)).toBe(true);
    }
  });

  it('follow the clock: works only for published assignments, none that a read would move past its deadline', () => {
    const byId = new Map(assignments.rows.map((a) => [a.id, a] as const));
    const now = new Date();
    for (const work of works.rows) {
      const assignment = byId.get(work.assignment_id) as AssignmentRow;
      expect(assignment.published).toBe(true);
      expect(statusAt(work, assignment, now)).toBe(work.status);
    }
  });

  it('are the same school after a reset, and wrap their texts in the hostile scenario', () => {
    const before = assignments.rows.map((a) => `${a.id}:${a.kind}:${a.title_en}`);
    resetDb();
    expect(assignments.rows.map((a) => `${a.id}:${a.kind}:${a.title_en}`)).toEqual(before);
    setScenario({ hostile: true });
    resetDb();
    expect(assignments.rows[0]?.title.startsWith(HOSTILE_PREFIX)).toBe(true);
    expect(works.rows.find((w) => w.text !== '')?.text.startsWith(HOSTILE_PREFIX)).toBe(true);
  });
});
