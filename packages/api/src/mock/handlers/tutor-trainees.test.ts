import { describe, expect, it } from 'vitest';
import { getTeacherStudent, listTeacherStudents } from '../../generated/students/students';
import {
  GetTeacherStudentResponse,
  ListTeacherStudentsResponse,
} from '../../generated/zod/students/students';
import { coursesOfTeacher } from '../db/courses';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TUTOR = 'tutor@demo.school';

describe('the tutor’s trainees', () => {
  it('lists the trainees of the tutor’s TKT and TYLT groups once each, with those groups', async () => {
    await signIn(TUTOR);
    const answer = ListTeacherStudentsResponse.parse(await listTeacherStudents({ per_page: 100 }));
    const groups = coursesOfTeacher(DEMO.tutor());
    const trainees = new Set(groups.flatMap((c) => c.student_ids));
    expect(answer.meta.total).toBe(trainees.size);
    expect(answer.data.every((s) => trainees.has(s.id))).toBe(true);
    const own = new Set(groups.map((c) => c.id));
    const courses = answer.data.flatMap((s) => s.courses);
    expect(courses.every((c) => own.has(c.id) && c.training !== null)).toBe(true);
    // The demo trainee is in a TKT and a TYLT group of the demo tutor.
    const trainee = answer.data.find((s) => s.id === DEMO.trainee());
    expect(new Set(trainee?.courses.map((c) => c.training))).toEqual(new Set(['tkt', 'tylt']));
  });

  it('pages and searches the trainees', async () => {
    await signIn(TUTOR);
    const first = await listTeacherStudents({ per_page: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.meta.total).toBeGreaterThan(5);
    const found = await listTeacherStudents({ search: 'trainee@demo' });
    expect(found.data.map((s) => s.id)).toEqual([DEMO.trainee()]);
  });

  it('opens one of their trainees, and no other tutor’s (404)', async () => {
    await signIn(TUTOR);
    const trainee = GetTeacherStudentResponse.parse(await getTeacherStudent(DEMO.trainee())).data;
    expect(trainee.courses.every((c) => c.training === 'tkt' || c.training === 'tylt')).toBe(true);
    const notTheirs = coursesOfTeacher(DEMO.tutor()).flatMap((c) => c.student_ids);
    const stranger = DEMO.student();
    expect(notTheirs).not.toContain(stranger);
    await expectError(getTeacherStudent(stranger, silent), 404, 'not_found');
  });

  it('keeps a school teacher’s students free of training groups', async () => {
    await signIn('teacher@demo.school');
    const answer = ListTeacherStudentsResponse.parse(await listTeacherStudents({ per_page: 100 }));
    expect(answer.data.flatMap((s) => s.courses).every((c) => c.training === null)).toBe(true);
  });
});
