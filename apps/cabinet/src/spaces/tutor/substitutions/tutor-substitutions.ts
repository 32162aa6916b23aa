import type { Substitution, SubstitutionFilter, SubstitutionKind } from '@cabinet/api/model';
import { lessonHref } from '../../../shared/course-view-hrefs';
import { paths } from '../../../shared/paths';
import { tktGroupView, tyltGroupView } from '../groups/course-views';
import { tktSubstituteView, tyltSubstituteView } from './course-views';

/** The tutor's courses, as the address names them: TKT by default, TYLT the other. */
export const TRAINING_TYPES = ['tkt', 'tylt'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** The filter's choices in order: all (no value), own, other tutors'. */
export const FILTERS: readonly (SubstitutionFilter | null)[] = [null, 'is_mine', 'is_not_mine'];

/** The kind of lesson of a course's requests. */
export const KIND_OF: Record<TrainingType, SubstitutionKind> = { tkt: 'tkt_group', tylt: 'tylt_group' };

/** The filter the address keeps (`?filter=is_mine`); anything else is all. */
export function filterOfSearch(search: URLSearchParams): SubstitutionFilter | null {
  const value = search.get('filter');
  return FILTERS.find((known) => known !== null && known === value) ?? null;
}

/** The address of a course's list with a filter and a page (a reload keeps both). */
export function listHref(type: TrainingType, filter: SubstitutionFilter | null, page = 1): string {
  const query = new URLSearchParams();
  if (filter) query.set('filter', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${paths.tutor.substitutions.to(type)}${text ? `?${text}` : ''}`;
}

/**
 * Where a request's title leads: the tutor's own lesson in their TKT or TYLT group; another
 * tutor's lesson the viewer holds (accepted, approved or ended) under the group substitution
 * pages. A lesson offered and not taken has no page for the viewer.
 */
export function tutorLessonHref(item: Substitution): string | undefined {
  if (item.course_id === null || item.lesson_id === null) return undefined;
  const type = item.kind === 'tkt_group' ? 'tkt' : item.kind === 'tylt_group' ? 'tylt' : null;
  if (!type) return undefined;
  const lesson = { id: item.lesson_id, type: 'lesson' };
  if (item.side === 'requested')
    return lessonHref(type === 'tkt' ? tktGroupView : tyltGroupView, item.course_id, lesson);
  const holds = item.decision === 'accepted' && (item.status === 'approved' || item.status === 'ended');
  if (!holds) return undefined;
  return lessonHref(type === 'tkt' ? tktSubstituteView : tyltSubstituteView, item.course_id, lesson);
}
