import { describe, expect, it } from 'vitest';
import { heldLessonCost, lessonUnitPrice, lessonsPurpose, paymentAmount, seatsOf } from './company-payments';
import { companyStatement, monthsUpTo } from './company-statement';

const group = {
  kind: 'group' as const,
  price: 300,
  price_unit: 'hour' as const,
  lessons_count: 24,
  schedule: [{ duration_minutes: 90 }, { duration_minutes: 90 }],
  student_ids: [1, 2, 3, 4, 5, 6],
  inactive_student_ids: [7],
};
const individual = {
  ...group,
  kind: 'individual' as const,
  price: 600,
  price_unit: 'unit' as const,
  lessons_count: 16,
  schedule: [{ duration_minutes: 60 }],
  student_ids: [8],
  inactive_student_ids: [],
};

describe("a company's prices", () => {
  it('prices a group lesson by the hour for every seat bought, the deactivated employee included', () => {
    expect(lessonUnitPrice(group)).toBe(450);
    expect(seatsOf(group)).toBe(7);
    expect(heldLessonCost(group)).toBe(3150);
    expect(lessonsPurpose(group)).toBe('group_lessons');
  });

  it('prices an individual lesson by the lesson, and a course priced whole by its share', () => {
    expect(lessonUnitPrice(individual)).toBe(600);
    expect(heldLessonCost(individual)).toBe(600);
    expect(lessonsPurpose(individual)).toBe('individual_lessons');
    expect(lessonUnitPrice({ ...group, price: 9720, price_unit: 'course' })).toBe(405);
  });

  it('adds a payment up: lessons times seats times price, checks times price', () => {
    expect(paymentAmount({ quantity: 8, seats: 7, unit_price: 450 })).toBe(25200);
    expect(paymentAmount({ quantity: 5, seats: null, unit_price: 600 })).toBe(3000);
  });
});

describe("a company's statement", () => {
  const payments = [
    { id: 1, date: '2026-06-20', amount: 25200, purpose: 'group_lessons' as const },
    { id: 2, date: '2026-09-03', amount: 3000, purpose: 'placement_checks' as const },
    { id: 3, date: '2026-09-25', amount: 4800, purpose: 'individual_lessons' as const },
    { id: 4, date: '2026-11-10', amount: 25200, purpose: 'group_lessons' as const },
  ];
  const uses = [
    { date: '2026-06-28', amount: 3150, purpose: 'group_lessons' as const },
    { date: '2026-09-10', amount: 3150, purpose: 'group_lessons' as const },
    { date: '2026-09-12', amount: 600, purpose: 'placement_checks' as const },
    { date: '2026-10-01', amount: 600, purpose: 'individual_lessons' as const },
    { date: '2026-11-20', amount: 3150, purpose: 'group_lessons' as const },
  ];

  it('counts whole months back to the current one', () => {
    expect(monthsUpTo('2026-11-21', 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(monthsUpTo('2026-01-31', 2)).toEqual(['2025-12', '2026-01']);
  });

  it("opens with what came before, sums each month's payments and moves the balance by paid minus used", () => {
    const statement = companyStatement({ payments, uses, today: '2026-11-21', months: 3 });
    expect(statement).toMatchObject({
      from: '2026-09-01',
      to: '2026-11-30',
      months_count: 3,
      opening_balance: 25200 - 3150,
      paid_total: 3000 + 4800 + 25200,
      used_total: 3150 + 600 + 600 + 3150,
    });
    expect(statement.months.map((month) => month.month)).toEqual(['2026-11', '2026-10', '2026-09']);
    const [november, october, september] = statement.months;
    expect(september).toMatchObject({
      opening_balance: 22050,
      paid: 7800,
      used: 3750,
      used_by: { group_lessons: 3150, individual_lessons: 0, placement_checks: 600 },
      closing_balance: 26100,
    });
    expect(september?.payments.map((payment) => payment.id)).toEqual([3, 2]);
    expect(october).toMatchObject({ opening_balance: 26100, paid: 0, used: 600, closing_balance: 25500 });
    expect(november).toMatchObject({ opening_balance: 25500, paid: 25200, closing_balance: 47550 });
    expect(statement.balance).toBe(47550);
    expect(statement.balance).toBe(statement.opening_balance + statement.paid_total - statement.used_total);
  });

  it('gives a month without money zeros, and a balance below zero when more was used than paid', () => {
    const statement = companyStatement({
      payments: [],
      uses: [{ date: '2026-11-02', amount: 600, purpose: 'placement_checks' }],
      today: '2026-11-21',
      months: 1,
    });
    expect(statement.months).toEqual([
      {
        month: '2026-11',
        opening_balance: 0,
        paid: 0,
        used: 600,
        used_by: { group_lessons: 0, individual_lessons: 0, placement_checks: 600 },
        closing_balance: -600,
        payments: [],
      },
    ]);
  });
});
