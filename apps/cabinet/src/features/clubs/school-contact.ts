/**
 * The school's e-mail for what the cabinet cannot do online: paying when online payment is down
 * (seed 001 §8 "write by e-mail to register") and cancelling a paid club (through a manager).
 * The contract has no call for the school's contacts yet.
 */
export const SCHOOL_EMAIL = 'info@demo.school';

export const mailtoSchool = (subject?: string): string =>
  `mailto:${SCHOOL_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
