import { env } from '../../env';

/**
 * The school's e-mail for what the cabinet cannot do online: paying when online payment is down
 * (the school then asks for an e-mail to register). A paid club place is not one of them: the
 * student asks the school to cancel it in the cabinet.
 * The contract has no call for the school's contacts yet: the build is given it.
 */
export const SCHOOL_EMAIL = env.schoolEmail;

export const mailtoSchool = (subject?: string): string =>
  `mailto:${SCHOOL_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
