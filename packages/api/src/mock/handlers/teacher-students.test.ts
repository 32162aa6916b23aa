import { describe, expect, it } from 'vitest';
import { getTeacherStudent, listTeacherStudents } from '../../generated/students/students';
import {
  GetTeacherStudentResponse,
  ListTeacherStudentsResponse,
} from '../../generated/zod/students/students';
import { users } from '../db';
import { coursesOfTeacher } from '../db/courses';
import { DEMO } from '../db/world/people';
import { setScenario } from '../scenarios/state';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const taughtIds = () => new Set(coursesOfTeacher(DEMO.teacher()).flatMap((c) => c.student_ids));

describe('listTeacherStudents', () => {
  it('lists the students of the teacher’s courses once each, by name, with their courses', async () => {
    await signIn('teacher@demo.school');
    const answer = ListTeacherStudentsResponse.parse(await listTeacherStudents({ per_page: 100 }));
    const taught = taughtIds();
    expect(answer.meta.total).toBe(taught.size);
    expect(answer.data.every((s) => taught.has(s.id))).toBe(true);
    const names = answer.data.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'uk')));
    const teacherCourses = new Set(coursesOfTeacher(DEMO.teacher()).map((c) => c.id));
    expect(answer.data.every((s) => s.courses.every((c) => teacherCourses.has(c.id)))).toBe(true);
  });

  it('searches Ukrainian and English names and e-mails, ignoring case and spaces', async () => {
    await signIn('teacher@demo.school');
    const all = (await listTeacherStudents({ per_page: 100 })).data;
    const sample = all[0];
    if (!sample) throw new Error('no students');
    const user = users.byId(sample.id);
    const surnameUk = (user?.name.split(' ')[1] ?? '').toLocaleUpperCase('uk');
    const byUk = await listTeacherStudents({ search: ` ${surnameUk} ` });
    expect(byUk.data.map((s) => s.id)).toContain(sample.id);
    expect(byUk.data.every((s) => s.name.toLocaleUpperCase('uk').includes(surnameUk))).toBe(true);
    if (sample.name_en) {
      const latin = sample.name_en.split(' ')[0]?.toLowerCase() ?? '';
      expect((await listTeacherStudents({ search: latin })).data.map((s) => s.id)).toContain(sample.id);
    }
    const mail = sample.email.split('@')[0] ?? '';
    expect((await listTeacherStudents({ search: mail.toUpperCase() })).data.map((s) => s.id)).toContain(
      sample.id,
    );
    const none = await listTeacherStudents({ search: 'zzqx-nobody' });
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
    await expectError(
      listTeacherStudents({ search: 'a'.repeat(101) }, silent),
      422,
      'validation_failed',
      'search',
    );
  });

  it('is empty with the empty scenario; refuses other spaces with 403', async () => {
    await signIn('teacher@demo.school');
    setScenario({ empty: true });
    expect((await listTeacherStudents()).meta.total).toBe(0);
    setScenario({ empty: false });
    for (const who of ['student@demo.school', 'parent@demo.school']) {
      await signIn(who);
      await expectError(listTeacherStudents(undefined, silent), 403, 'forbidden');
    }
  });
});

describe('getTeacherStudent', () => {
  it('reads a taught student with their courses with this teacher and attendance', async () => {
    await signIn('teacher@demo.school');
    const [id] = [...taughtIds()];
    const answer = GetTeacherStudentResponse.parse(await getTeacherStudent(id ?? 0));
    expect(answer.data.id).toBe(id);
    expect(answer.data.courses.length).toBeGreaterThan(0);
    expect(answer.data.courses.some((c) => c.attendance_percent !== null)).toBe(true);
  });

  it('answers 404 for a student the teacher does not teach, 403 for other spaces', async () => {
    const taught = taughtIds();
    const stranger = users.rows.find((u) => u.spaces.includes('student') && !taught.has(u.id));
    await signIn('teacher@demo.school');
    await expectError(getTeacherStudent(stranger?.id ?? 999999, silent), 404, 'not_found');
    await expectError(getTeacherStudent(999999, silent), 404, 'not_found');
    await signIn('student@demo.school');
    await expectError(getTeacherStudent(stranger?.id ?? 1, silent), 403, 'forbidden');
  });
});
