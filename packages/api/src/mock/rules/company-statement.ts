import type { CompanyPaymentPurpose } from '../../generated/model';
import { shiftDate, shiftMonth } from '../../time/school-time';

/**
 * A company's statement over whole months: what it paid, what its held lessons and assigned
 * placement tests used, and the prepaid balance (paid minus used) moving month by month.
 */

/** Money that came in or was used on a day (`yyyy-MM-dd`), and what for. */
export type Movement = { date: string; amount: number; purpose: CompanyPaymentPurpose };

export type UsedBy = Record<CompanyPaymentPurpose, number>;

export type StatementMonth<P> = {
  month: string;
  opening_balance: number;
  paid: number;
  used: number;
  used_by: UsedBy;
  closing_balance: number;
  payments: P[];
};

export type Statement<P> = {
  from: string;
  to: string;
  months_count: number;
  opening_balance: number;
  paid_total: number;
  used_total: number;
  balance: number;
  months: StatementMonth<P>[];
};

/** The month of a date, `yyyy-MM`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The last `count` months up to today's, oldest first. */
export const monthsUpTo = (today: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => monthOf(shiftMonth(`${monthOf(today)}-01`, index - count + 1)));

const sum = (rows: readonly { amount: number }[]): number =>
  rows.reduce((total, row) => total + row.amount, 0);

const usedBy = (uses: readonly Movement[]): UsedBy => ({
  group_lessons: sum(uses.filter((use) => use.purpose === 'group_lessons')),
  individual_lessons: sum(uses.filter((use) => use.purpose === 'individual_lessons')),
  placement_checks: sum(uses.filter((use) => use.purpose === 'placement_checks')),
});

/**
 * The statement of the last `months` months up to today's: each month's payments (newest first)
 * and their sum, what the month used, and the balance from the month's opening to its closing.
 * What came before the period opens it; anything after the current month is left out. The
 * months come newest first.
 */
export function companyStatement<P extends Movement & { id: number }>(input: {
  payments: readonly P[];
  uses: readonly Movement[];
  today: string;
  months: number;
}): Statement<P> {
  const period = monthsUpTo(input.today, input.months);
  const from = `${period[0]}-01`;
  const to = shiftDate(shiftMonth(`${period.at(-1)}-01`, 1), -1);
  const before = (row: Movement) => row.date < from;
  const opening = sum(input.payments.filter(before)) - sum(input.uses.filter(before));
  let balance = opening;
  const months = period.map((month): StatementMonth<P> => {
    const payments = input.payments
      .filter((payment) => monthOf(payment.date) === month)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    const uses = input.uses.filter((use) => monthOf(use.date) === month);
    const paid = sum(payments);
    const used = sum(uses);
    const opening_balance = balance;
    balance += paid - used;
    return { month, opening_balance, paid, used, used_by: usedBy(uses), closing_balance: balance, payments };
  });
  return {
    from,
    to,
    months_count: period.length,
    opening_balance: opening,
    paid_total: sum(months.map((month) => ({ amount: month.paid }))),
    used_total: sum(months.map((month) => ({ amount: month.used }))),
    balance,
    months: months.reverse(),
  };
}
