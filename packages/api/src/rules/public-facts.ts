import type { CompanyPaymentMethod } from '../generated/model';

/**
 * The school's public facts, stated in the interface (docs/rules-and-limits.md#public-facts): the
 * one source the catalogue, the mock school's rules and data, and the texts' test read.
 */
export const PUBLIC_FACTS = {
  /** The lowest price of a group lesson: from 270 UAH for 60 minutes. */
  lowestGroupLesson: { priceUah: 270, minutes: 60 },
  /** How a course is paid for. */
  paymentMethods: ['cash', 'card', 'company_account'] as const satisfies readonly CompanyPaymentMethod[],
  /** Per cent off: paying the whole course at once, bringing a friend. */
  discounts: { wholeCoursePercent: 10, bringAFriendPercent: 5 },
  /** Students a group takes at most. */
  groupSizeMax: 10,
  /** The ages of the younger audiences, both ends included. */
  ages: { kids: { from: 6, to: 12 }, teenagers: { from: 13, to: 17 } },
  /** A frozen payment is used within this many months, or given to a family member. */
  freeze: { validMonths: 12, toFamilyMember: true },
  /** Dropping a course within this many days from its start refunds the remaining lessons. */
  refundWindowDays: 10,
  /** The levels taught, lowest to highest. */
  levels: { from: 'A1', to: 'C2' },
} as const;

/** An audience's ages as the texts write them: "13–17". */
export const agesOf = (audience: keyof typeof PUBLIC_FACTS.ages): string =>
  `${PUBLIC_FACTS.ages[audience].from}–${PUBLIC_FACTS.ages[audience].to}`;
