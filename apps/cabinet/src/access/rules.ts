import type { Space } from '@cabinet/api/model';

/**
 * One access rule, as data. A user matches when every condition that is set holds:
 * - `anyOf`: holds at least one of these spaces (or, with `orNoSpaces`, holds no space at all);
 * - `allOf`: holds every one of these spaces;
 * - `noneOf`: holds none of these spaces;
 * - `notAllOf`: does not hold all of these together;
 * - `someSpace`: holds at least one real space (not only `no_space`).
 * An empty rule matches every signed-in user. `visitors` opens the area to a person who has not
 * signed in as well (the public part); the spaces' conditions still hold for everyone signed in.
 */
export type AccessRule = {
  anyOf?: readonly Space[];
  orNoSpaces?: boolean;
  allOf?: readonly Space[];
  noneOf?: readonly Space[];
  notAllOf?: readonly Space[];
  someSpace?: boolean;
  visitors?: boolean;
};

/** The spaces that count: `no_space` marks a visitor account and is no space at all. */
export const realSpaces = (spaces: readonly Space[]): Space[] =>
  spaces.filter((space) => space !== 'no_space');

export function matches(rule: AccessRule, spaces: readonly Space[]): boolean {
  const held = new Set(realSpaces(spaces));
  const none = held.size === 0;
  if (rule.anyOf && !(rule.anyOf.some((space) => held.has(space)) || (rule.orNoSpaces && none))) return false;
  if (rule.allOf && !rule.allOf.every((space) => held.has(space))) return false;
  if (rule.noneOf && rule.noneOf.some((space) => held.has(space))) return false;
  if (rule.notAllOf && rule.notAllOf.every((space) => held.has(space))) return false;
  if (rule.someSpace && none) return false;
  return true;
}
