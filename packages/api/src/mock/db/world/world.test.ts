import { describe, expect, it } from 'vitest';
import { resetDb } from '..';
import { courses, modules } from '../courses';
import { lessons } from '../lessons';
import { users } from '../users';
import { DEMO } from './people';
import { schoolSize } from './size';

describe('the seeded school', () => {
  it('has the size the issue asks for: 30 groups of at most 10, 250 students, 15 teachers, about a thousand lessons', () => {
    const groups = courses.where((c) => c.kind === 'group');
    expect(groups.filter((c) => c.company_name === null && c.training === null)).toHaveLength(30);
    expect(Math.max(...groups.map((g) => g.student_ids.length))).toBeLessThanOrEqual(10);
    expect(users.rows.filter((u) => u.spaces.includes('student'))).toHaveLength(schoolSize().students);
    // The school's fifteen teachers, the corporate teacher of the company's courses, two tutors.
    expect(new Set(courses.rows.map((c) => c.teacher_id)).size).toBeLessThanOrEqual(18);
    expect(users.rows.filter((u) => u.spaces.includes('teacher'))).toHaveLength(15 + 1);
    expect(lessons.rows.length).toBeGreaterThan(900);
    expect(modules.rows.length).toBe(courses.rows.reduce((sum, c) => sum + c.modules_count, 0));
  });

  it('gives the demo company three groups and two individual courses, taught by the corporate teacher', () => {
    const company = courses.where((c) => c.company_name === 'Demo Corp');
    expect(company.map((c) => c.kind).sort()).toEqual([
      'group',
      'group',
      'group',
      'individual',
      'individual',
    ]);
    expect(new Set(company.map((c) => c.teacher_id))).toEqual(new Set([DEMO.corporateTeacher()]));
    const staff = new Set(users.rows.filter((u) => u.company_name === 'Demo Corp').map((u) => u.id));
    expect(company.flatMap((c) => c.student_ids).every((id) => staff.has(id))).toBe(true);
    expect(company.filter((c) => c.student_ids.includes(DEMO.corporateStudent()))).toHaveLength(3);
    // The employee who left the company is out of their group, kept aside for a restore.
    const left = users.rows.find((u) => u.company_name === 'Demo Corp' && u.declined)!;
    expect(company.some((c) => c.inactive_student_ids.includes(left.id))).toBe(true);
    expect(company.some((c) => c.student_ids.includes(left.id))).toBe(false);
  });

  it('is the same school after a reset', () => {
    const before = JSON.stringify(courses.rows);
    resetDb();
    expect(JSON.stringify(courses.rows)).toBe(before);
  });

  it('links the demo accounts: the student, both children and the teachers have courses', () => {
    const of = (id: number) => courses.where((c) => c.student_ids.includes(id));
    expect(
      of(DEMO.student())
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['group', 'group', 'individual']);
    expect(of(DEMO.maksym()).length).toBeGreaterThan(0);
    expect(of(DEMO.sofiia()).length).toBeGreaterThan(0);
    expect(courses.where((c) => c.teacher_id === DEMO.teacher()).length).toBeGreaterThanOrEqual(4);
    expect(courses.where((c) => c.teacher_id === DEMO.dos()).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every lesson an offset time in the school zone and ends modules with tests, the course with the final test', () => {
    for (const lesson of lessons.rows.slice(0, 50)) expect(lesson.starts_at).toMatch(/[+-]0[23]:00$/);
    const first = lessons.where((l) => l.course_id === 1);
    expect(first.at(-1)?.type).toBe('final_test');
    expect(first.filter((l) => l.type === 'final_test')).toHaveLength(1);
    expect(first[7]?.type).toBe('progress_test');
  });
});
