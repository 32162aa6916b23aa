import { describe, expect, it } from 'vitest';
import {
  addCompanyEmployee,
  deactivateCompanyEmployee,
  getCompanyEmployee,
  listCompanyEmployees,
  restoreCompanyEmployee,
} from '../../generated/company/company';
import { getCourse, listCourses } from '../../generated/courses/courses';
import { listPaidPretests } from '../../generated/paid-pretests/paid-pretests';
import {
  AddCompanyEmployeeResponse,
  GetCompanyEmployeeResponse,
  ListCompanyEmployeesResponse,
} from '../../generated/zod/company/company';
import { users } from '../db';
import { courses } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { mailbox } from '../db';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const employee = () => users.byEmail('corp.student@demo.school')!;
const companyGroup = () =>
  courses.where((course) => course.company_name === 'Demo Corp' && course.kind === 'group')[0]!;
const detail = async (id: number) => GetCompanyEmployeeResponse.parse(await getCompanyEmployee(id)).data;

describe("the manager's employees", () => {
  it('are paged, active first, and searched by name, e-mail or phone', async () => {
    await signIn('hr@demo.school');
    const first = ListCompanyEmployeesResponse.parse(await listCompanyEmployees({ per_page: 10 }));
    expect(first.meta.total).toBe(
      users.rows.filter((row) => row.company_name === 'Demo Corp' && row.spaces.includes('corporate_student'))
        .length,
    );
    expect(first.data).toHaveLength(10);
    expect(first.data.every((row) => row.active)).toBe(true);
    const last = ListCompanyEmployeesResponse.parse(
      await listCompanyEmployees({ per_page: 10, page: Math.ceil(first.meta.total / 10) }),
    );
    expect(last.data.at(-1)?.active).toBe(false);
    const found = (await listCompanyEmployees({ search: 'CORP.STUDENT' })).data;
    expect(found.map((row) => row.email)).toEqual(['corp.student@demo.school']);
    const inactive = (await listCompanyEmployees({ status: 'inactive' })).data;
    expect(inactive.length).toBeGreaterThan(0);
    expect(inactive.every((row) => !row.active)).toBe(true);
  });

  it('take a new employee with a valid e-mail, who gets a password; a duplicate or a bad e-mail is refused', async () => {
    await signIn('hr@demo.school');
    const added = AddCompanyEmployeeResponse.parse(
      await addCompanyEmployee({
        name: 'Ольга Нова',
        email: 'olha.nova@democorp.mock',
        phone: '+380 50 111 22 33',
      }),
    ).data;
    expect(added).toMatchObject({ name: 'Ольга Нова', active: true });
    expect(users.byId(added.id)).toMatchObject({ company_name: 'Demo Corp', spaces: ['corporate_student'] });
    expect(mailbox.messages.some((letter) => letter.to === 'olha.nova@democorp.mock')).toBe(true);
    await expectError(
      addCompanyEmployee({ name: 'Двійник', email: 'student@demo.school' }, silent),
      409,
      'already_registered',
    );
    await expectError(
      addCompanyEmployee({ name: 'Хибна пошта', email: 'not-an-email' }, silent),
      422,
      'email_invalid',
      'email',
    );
  });

  it('are deactivated out of groups and tests, and restored with everything as it was', async () => {
    const group = companyGroup();
    const id = employee().id;
    const marked = lessonsOf(group.id).filter((lesson) => lesson.attendance[String(id)] !== undefined).length;
    await signIn('hr@demo.school');
    const before = await detail(id);
    expect(before.courses).toHaveLength(3);

    expect((await deactivateCompanyEmployee(id)).data.active).toBe(false);
    expect(group.student_ids).not.toContain(id);
    await expectError(deactivateCompanyEmployee(id, silent), 409, 'transition_not_allowed');
    // The manager still reads what the employee did; the employee reaches nothing.
    const kept = await detail(id);
    expect(kept.employee.active).toBe(false);
    expect(kept.paid_tests.map((test) => [test.id, test.status])).toEqual(
      before.paid_tests.map((test) => [test.id, test.status]),
    );
    await signIn('corp.student@demo.school');
    expect((await listCourses()).data).toHaveLength(0);
    expect((await listPaidPretests()).data).toHaveLength(0);
    await expectError(getCourse(group.id, undefined, silent), 404, 'not_found');

    await signIn('hr@demo.school');
    expect((await restoreCompanyEmployee(id)).data.active).toBe(true);
    await expectError(restoreCompanyEmployee(id, silent), 409, 'transition_not_allowed');
    expect(group.student_ids).toContain(id);
    expect(lessonsOf(group.id).filter((lesson) => lesson.attendance[String(id)] !== undefined)).toHaveLength(
      marked,
    );
    expect(await detail(id)).toEqual(before);
    await signIn('corp.student@demo.school');
    expect((await listCourses()).data).toHaveLength(3);
    await expect(getCourse(group.id)).resolves.toBeTruthy();
  });

  it('are not restored into a group that filled up meanwhile: a group takes 10 students at most', async () => {
    const group = companyGroup();
    const id = employee().id;
    await signIn('hr@demo.school');
    await deactivateCompanyEmployee(id);
    const others = users.rows.filter((user) => !user.email.endsWith('@demo.school')).map((user) => user.id);
    const fillers = others.filter((other) => !group.student_ids.includes(other) && other !== id);
    group.student_ids = [...group.student_ids, ...fillers].slice(0, 10);
    expect(group.student_ids).toHaveLength(10);
    await expectError(restoreCompanyEmployee(id, silent), 409, 'group_full');
    expect((await detail(id)).employee.active).toBe(false);
    group.student_ids = group.student_ids.slice(0, 9);
    expect((await restoreCompanyEmployee(id)).data.active).toBe(true);
    expect(group.student_ids).toHaveLength(10);
  });

  it('every group of the school, seeded at any scale, has at most 10 students', () => {
    const groups = courses.where((course) => course.kind === 'group');
    expect(groups.length).toBeGreaterThan(0);
    expect(Math.max(...groups.map((course) => course.student_ids.length))).toBeLessThanOrEqual(10);
  });

  it("show the manager an employee's courses with attendance, tests and certificates", async () => {
    await signIn('hr@demo.school');
    const data = await detail(employee().id);
    expect(data.courses.every((row) => row.lessons_attended <= row.lessons_completed)).toBe(true);
    expect(data.entry_tests.length).toBeGreaterThan(0);
    expect(data.paid_tests.map((test) => test.status)).toContain('finished');
    expect(data.certificates.length).toBeGreaterThan(0);
  });

  it("are the manager's only: 404 for someone else's, 403 for other spaces", async () => {
    await signIn('hr@demo.school');
    await expectError(getCompanyEmployee(users.byEmail('student@demo.school')!.id, silent), 404, 'not_found');
    await signIn('corp.student@demo.school');
    await expectError(listCompanyEmployees(undefined, silent), 403, 'forbidden');
  });
});
