const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

const pick = (set: string) => set[Math.floor(Math.random() * set.length)] ?? 'a';

/** A password that meets the contract's rule: 10 characters with an uppercase letter and a digit. */
export function generatePassword(): string {
  const rest = Array.from({ length: 8 }, () => pick(LOWER + UPPER + DIGITS));
  return [pick(UPPER), ...rest, pick(DIGITS)].join('');
}
