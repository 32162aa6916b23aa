import {
  getGetCompanyPaymentsMockHandler,
  getListCompanyColleaguesMockHandler,
} from '../../generated/company/company.msw';
import type { CompanyColleague, CompanyPayment } from '../../generated/model';
import {
  GetCompanyPaymentsQueryParams,
  ListCompanyColleaguesQueryParams,
} from '../../generated/zod/company/company';
import * as clock from '../../time/clock';
import { schoolToday } from '../../time/school-time';
import { type UserRow, users } from '../db';
import { type CompanyPaymentRow, paymentsOf, usesOf } from '../db/company-payments';
import { courses } from '../db/courses';
import { companyStatement } from '../rules/company-statement';
import { scenario } from '../scenarios/state';
import { requireManager } from './company-access';
import { paginate } from './paging';
import { parseQuery } from './request-params';

/** The statement's period when the manager names none: the last six months. */
const DEFAULT_MONTHS = 6;

/** A payment as the manager reads it, naming the course it bought lessons of when it is the company's. */
function paymentView(row: CompanyPaymentRow, company: string): CompanyPayment {
  const course = row.course_id === null ? undefined : courses.byId(row.course_id);
  return {
    id: row.id,
    date: row.date,
    amount: row.amount,
    method: row.method,
    purpose: row.purpose,
    quantity: row.quantity,
    seats: row.seats,
    unit_price: row.unit_price,
    course:
      course && course.company_name === company
        ? { id: course.id, name: course.name, kind: course.kind }
        : null,
  };
}

const colleagueView = (row: UserRow): CompanyColleague => ({
  id: row.id,
  name: row.name,
  name_en: row.nameEn ?? null,
  email: row.email,
  phone: row.phone ?? null,
});

export const companyPaymentsHandlers = [
  getGetCompanyPaymentsMockHandler(({ request }) => {
    const { company } = requireManager(request);
    const query = parseQuery(request, GetCompanyPaymentsQueryParams);
    const empty = scenario().empty;
    const statement = companyStatement({
      payments: empty ? [] : paymentsOf(company).map((row) => paymentView(row, company)),
      uses: empty ? [] : usesOf(company),
      today: schoolToday(clock.now()),
      months: query.months ?? DEFAULT_MONTHS,
    });
    return { data: statement };
  }),

  getListCompanyColleaguesMockHandler(({ request }) => {
    const { user, company } = requireManager(request);
    parseQuery(request, ListCompanyColleaguesQueryParams);
    const colleagues = users.rows
      .filter(
        (row) => row.id !== user.id && row.company_name === company && row.spaces.includes('corporate_hr'),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'uk'));
    const page = paginate(request, colleagues);
    return { ...page, data: page.data.map(colleagueView) };
  }),
];
