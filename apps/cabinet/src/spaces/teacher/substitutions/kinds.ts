import type { Space, SubstitutionKind } from '@cabinet/api/model';
import { canEnter } from '../../../access/gates';
import { paths } from '../../../shared/paths';

/** The school's and companies' kinds of lessons a teacher substitutes in (a tutor's are their own). */
export type TeacherKind = Exclude<SubstitutionKind, 'tkt_group' | 'tylt_group'>;

/** The tabs in order: groups at `/teacher/substitutions`, the others by their slug. */
export const KINDS: readonly TeacherKind[] = [
  'group',
  'individual',
  'corporate_group',
  'corporate_individual',
];

/**
 * The tabs a viewer has: the school's teacher substitutes for every kind of lesson; the corporate
 * teacher teaches only companies' courses, so they have the corporate groups and individuals.
 */
export const kindsFor = (spaces: readonly Space[]): readonly TeacherKind[] =>
  canEnter('teacher', spaces)
    ? KINDS
    : KINDS.filter((kind) => kind === 'corporate_group' || kind === 'corporate_individual');

const SLUGS: Record<Exclude<TeacherKind, 'group'>, string> = {
  individual: 'individuals',
  corporate_group: 'corporate-groups',
  corporate_individual: 'corporate-individuals',
};

/** The address of a kind's tab. */
export const kindHref = (kind: TeacherKind): string =>
  kind === 'group' ? paths.teacher.substitutions.to() : paths.teacher.substitutionsOf.to(SLUGS[kind]);

/** The kind a tab's slug names; undefined (the groups) without one, null when it names none. */
export function kindOfSlug(slug: string | undefined): TeacherKind | null {
  if (slug === undefined) return 'group';
  const found = Object.entries(SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as TeacherKind) : null;
}
