import type { Space, SubstitutionKind } from '@cabinet/api/model';
import { canEnter } from '../../../access/areas';
import { paths } from '../../../shared/paths';

/** The tabs in order (seed 000 §2): groups at `/teacher/substitutions`, the others by their slug. */
export const KINDS: readonly SubstitutionKind[] = [
  'group',
  'individual',
  'corporate_group',
  'corporate_individual',
];

/**
 * The tabs a viewer has: the school's teacher substitutes for every kind of lesson; the corporate
 * teacher teaches only companies' courses, so they have the corporate groups and individuals.
 */
export const kindsFor = (spaces: readonly Space[]): readonly SubstitutionKind[] =>
  canEnter('teacher', spaces)
    ? KINDS
    : KINDS.filter((kind) => kind === 'corporate_group' || kind === 'corporate_individual');

const SLUGS: Record<Exclude<SubstitutionKind, 'group'>, string> = {
  individual: 'individuals',
  corporate_group: 'corporate-groups',
  corporate_individual: 'corporate-individuals',
};

/** The address of a kind's tab. */
export const kindHref = (kind: SubstitutionKind): string =>
  kind === 'group' ? paths.teacher.substitutions.to() : paths.teacher.substitutionsOf.to(SLUGS[kind]);

/** The kind a tab's slug names; undefined (the groups) without one, null when it names none. */
export function kindOfSlug(slug: string | undefined): SubstitutionKind | null {
  if (slug === undefined) return 'group';
  const found = Object.entries(SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as SubstitutionKind) : null;
}
