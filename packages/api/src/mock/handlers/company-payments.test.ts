import { describe, expect, it } from 'vitest';
import { getCompanyPayments, listCompanyColleagues } from '../../generated/company/company';
import { assignPaidPretests, listCompanyPaidPretests } from '../../generated/paid-pretests/paid-pretests';
import {
  GetCompanyPaymentsResponse,
  ListCompanyColleaguesResponse,
} from '../../generated/zod/company/company';
import * as clock from '../../time/clock';
import { schoolToday } from '../../time/school-time';
import { purchasesOf } from '../db/companies';
import { PLACEMENT_CHECK_PRICE } from '../db/company-payments';
import { courses } from '../db/courses';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const statement = async (months?: number) =>
  GetCompanyPaymentsResponse.parse(await getCompanyPayments(months === undefined ? undefined : { months }))
    .data;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("the company's payments", () => {
  it("add up: each month's payments make its total, and the balance moves by paid minus used", async () => {
    await signIn('hr@demo.school');
    const answer = await statement();
    expect(answer.months_count).toBe(6);
    expect(answer.months).toHaveLength(6);
    expect(answer.months[0]?.month).toBe(schoolToday(clock.now()).slice(0, 7));
    for (const month of answer.months) {
      expect(month.paid).toBe(sum(month.payments.map((payment) => payment.amount)));
      expect(month.used).toBe(sum(Object.values(month.used_by)));
      expect(month.closing_balance).toBe(month.opening_balance + month.paid - month.used);
      expect(month.payments.every((payment) => payment.date.startsWith(month.month))).toBe(true);
    }
    // Newest first: every month opens with the closing balance of the month before it.
    answer.months.slice(0, -1).forEach((month, index) => {
      expect(month.opening_balance).toBe(answer.months[index + 1]?.closing_balance);
    });
    expect(answer.balance).toBe(answer.months[0]?.closing_balance);
    expect(answer.opening_balance).toBe(answer.months.at(-1)?.opening_balance);
    expect(answer.paid_total).toBe(sum(answer.months.map((month) => month.paid)));
    expect(answer.balance).toBe(answer.opening_balance + answer.paid_total - answer.used_total);
    expect(answer.balance).toBeGreaterThan(0);
  });

  it("buy the company's courses' lessons and its placement-test checks, by company account", async () => {
    await signIn('hr@demo.school');
    const payments = (await statement(24)).months.flatMap((month) => month.payments);
    const own = new Set(
      courses.where((course) => course.company_name === 'Demo Corp').map((course) => course.id),
    );
    expect(payments.every((payment) => payment.method === 'company_account')).toBe(true);
    const lessons = payments.filter((payment) => payment.purpose !== 'placement_checks');
    expect(new Set(lessons.map((payment) => payment.purpose))).toEqual(
      new Set(['group_lessons', 'individual_lessons']),
    );
    for (const payment of lessons) {
      expect(own.has(payment.course?.id ?? 0)).toBe(true);
      expect(payment.course?.kind).toBe(payment.purpose === 'group_lessons' ? 'group' : 'individual');
      expect(payment.amount).toBe(payment.quantity * payment.seats! * payment.unit_price);
    }
    const checks = payments.filter((payment) => payment.purpose === 'placement_checks');
    expect(checks.map(({ date, quantity }) => ({ date, checks: quantity })).reverse()).toEqual(
      purchasesOf('Demo Corp', clock.now()),
    );
    expect(
      checks.every(
        (payment) => payment.course === null && payment.amount === payment.quantity * PLACEMENT_CHECK_PRICE,
      ),
    ).toBe(true);
  });

  it('use a check of the balance for each placement test the manager assigns', async () => {
    await signIn('hr@demo.school');
    const before = await statement(1);
    const table = await listCompanyPaidPretests({ per_page: 100 });
    const free = table.data.find((row) => row.label === 'not_assigned' && row.student.active)!;
    await assignPaidPretests({ student_ids: [free.student.id] });
    const after = await statement(1);
    expect(after.balance).toBe(before.balance - PLACEMENT_CHECK_PRICE);
    expect(after.months[0]?.used_by.placement_checks).toBe(
      (before.months[0]?.used_by.placement_checks ?? 0) + PLACEMENT_CHECK_PRICE,
    );
  });

  it('cover a period of 1 to 24 months, the same balance whatever the period', async () => {
    await signIn('hr@demo.school');
    const six = await statement(6);
    const year = await statement(12);
    expect(six.months.map((month) => month.month)).toEqual(
      year.months.slice(0, 6).map((month) => month.month),
    );
    expect(six.balance).toBe(year.balance);
    expect(six.opening_balance).toBe(year.months[5]?.opening_balance);
    expect((await statement(24)).months).toHaveLength(24);
    await expectError(getCompanyPayments({ months: 0 }, silent), 422, 'validation_failed', 'months');
    await expectError(getCompanyPayments({ months: 25 }, silent), 422, 'validation_failed', 'months');
  });

  it('are the manager’s only: other spaces are refused, and nobody signed out', async () => {
    await expectError(getCompanyPayments(undefined, silent), 401, 'unauthenticated');
    for (const who of ['corp.student@demo.school', 'student@demo.school', 'corp.teacher@demo.school']) {
      await signIn(who);
      await expectError(getCompanyPayments(undefined, silent), 403, 'forbidden');
    }
  });
});

describe("the manager's colleagues", () => {
  it('are the other managers of the company, each seeing the other', async () => {
    await signIn('hr@demo.school');
    const list = ListCompanyColleaguesResponse.parse(await listCompanyColleagues());
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      name_en: 'Oleksandr Petrenko',
      email: 'oleksandr.petrenko@democorp.mock',
    });
    expect(list.data[0]?.phone).toBeTruthy();
    await signIn('oleksandr.petrenko@democorp.mock');
    const theirs = ListCompanyColleaguesResponse.parse(await listCompanyColleagues());
    expect(theirs.data.map((row) => row.email)).toEqual(['hr@demo.school']);
  });

  it('are refused to other spaces and to a bad page', async () => {
    await signIn('hr@demo.school');
    await expectError(listCompanyColleagues({ per_page: 101 }, silent), 422, 'validation_failed');
    await signIn('corp.student@demo.school');
    await expectError(listCompanyColleagues(undefined, silent), 403, 'forbidden');
  });
});
