import { HttpResponse } from 'msw';
import {
  getAddCompanyEmployeeMockHandler,
  getDeactivateCompanyEmployeeMockHandler,
  getGetCompanyEmployeeMockHandler,
  getListCompanyEmployeesMockHandler,
  getRestoreCompanyEmployeeMockHandler,
} from '../../generated/company/company.msw';
import { AddCompanyEmployeeBody, ListCompanyEmployeesQueryParams } from '../../generated/zod/company/company';
import * as clock from '../../time/clock';
import { type UserRow, mailbox, users } from '../db';
import { courses } from '../db/courses';
import { certificates } from '../db/certificates';
import { employeesOf } from '../db/companies';
import { lessonsOf } from '../db/lessons';
import { pretestAttempts } from '../db/pretest-attempts';
import { pretestOf } from '../db/pretests';
import { attendancePercent } from '../rules/attendance-percent';
import { fullGroupsToReturnTo, leaveCourses, returnToCourses } from '../rules/company-membership';
import { certificateView } from './certificates-view';
import { byActiveThenName, employeeOfCompany, matchesSearch, requireManager } from './company-access';
import { courseListItem } from './course-view';
import { generatePassword } from './generate-password';
import { paginate } from './paging';
import { employeeView, paidView } from './paid-pretests-view';
import { attemptView } from './pretests-view';
import { parseBody, parseQuery, pathId } from './request-params';
import { fail } from './respond';

const companyCourses = (company: string) => courses.where((course) => course.company_name === company);

/** The employee's learning: the company's courses they are in or left, their tests and certificates. */
function employeeDetail(employee: UserRow, company: string, now: Date) {
  const theirs = companyCourses(company).filter(
    (course) => course.student_ids.includes(employee.id) || course.inactive_student_ids.includes(employee.id),
  );
  const attempts = pretestAttempts.where((row) => row.user_id === employee.id).sort((a, b) => b.id - a.id);
  return {
    employee: employeeView(employee),
    courses: theirs.map((course) => {
      const completed = lessonsOf(course.id).filter((lesson) => lesson.completed);
      return {
        course: courseListItem(course, employee.id, now),
        attendance_percent: attendancePercent(completed, employee.id),
        lessons_attended: completed.filter((lesson) => lesson.attendance[String(employee.id)] === true)
          .length,
        lessons_completed: completed.length,
      };
    }),
    entry_tests: attempts
      .filter((row) => row.paid === null)
      .map((row) => {
        const test = pretestOf(row.test_slug);
        const view = attemptView(row, now);
        return {
          test_name: test?.name ?? row.test_slug,
          test_name_en: test?.name_en ?? row.test_slug,
          attempt: {
            id: view.id,
            variant_id: view.variant.id,
            status: view.status,
            started_at: view.started_at,
            finished_at: view.finished_at,
            overall_level: view.overall_level,
          },
        };
      }),
    paid_tests: attempts
      .filter((row) => row.paid?.company === company)
      .map((row) => paidView(row, 'manager', now)),
    certificates: certificates.where((row) => row.student_id === employee.id).map(certificateView),
  };
}

export const companyHandlers = [
  getListCompanyEmployeesMockHandler(({ request }) => {
    const { company } = requireManager(request);
    const query = parseQuery(request, ListCompanyEmployeesQueryParams);
    const rows = employeesOf(company)
      .filter((row) => matchesSearch(row, query.search))
      .filter((row) => query.status === undefined || (query.status === 'inactive') === Boolean(row.declined))
      .sort(byActiveThenName);
    const page = paginate(request, rows);
    return { ...page, data: page.data.map(employeeView) };
  }),

  getAddCompanyEmployeeMockHandler(async ({ request }) => {
    const { company } = requireManager(request);
    const input = await parseBody(request, AddCompanyEmployeeBody);
    if (users.byEmail(input.email)) fail(409, 'already_registered', 'This e-mail is already registered.');
    const password = generatePassword();
    const row = users.create(input.email, password, ['corporate_student']);
    Object.assign(row, {
      name: input.name.trim(),
      phone: input.phone?.trim() || null,
      company_name: company,
    });
    users.save();
    mailbox.send({ to: row.email, subject: 'registration', body: password });
    throw HttpResponse.json({ data: employeeView(row) }, { status: 201 });
  }),

  getGetCompanyEmployeeMockHandler(({ request, params }) => {
    const { company } = requireManager(request);
    const employee = employeeOfCompany(company, pathId(params.employeeId as string, 'employee'));
    return { data: employeeDetail(employee, company, clock.now()) };
  }),

  getDeactivateCompanyEmployeeMockHandler(({ request, params }) => {
    const { company } = requireManager(request);
    const employee = employeeOfCompany(company, pathId(params.employeeId as string, 'employee'));
    if (employee.declined) fail(409, 'transition_not_allowed', 'The employee is already inactive.');
    employee.declined = true;
    leaveCourses(companyCourses(company), employee.id);
    users.save();
    courses.save();
    return { data: employeeView(employee) };
  }),

  getRestoreCompanyEmployeeMockHandler(({ request, params }) => {
    const { company } = requireManager(request);
    const employee = employeeOfCompany(company, pathId(params.employeeId as string, 'employee'));
    if (!employee.declined) fail(409, 'transition_not_allowed', 'The employee is active.');
    const [full] = fullGroupsToReturnTo(companyCourses(company), employee.id);
    if (full) fail(409, 'group_full', `The group ${full.name} already has 10 students.`);
    employee.declined = false;
    returnToCourses(companyCourses(company), employee.id);
    users.save();
    courses.save();
    return { data: employeeView(employee) };
  }),
];
