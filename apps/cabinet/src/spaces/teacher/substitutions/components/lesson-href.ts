import type { Substitution } from '@cabinet/api/model';
import { hrefsOf } from '../../../../shared/teacher-course-paths';
import { paths } from '../../../../shared/paths';

/**
 * Where a request's title leads: the teacher's own group or individual lesson; an
 * individual lesson the viewer holds (accepted, approved or ended, not cancelled) opens under
 * `/substitution-teacher`, where the substitute fills it in and reads the rest of the course; the
 * corporate teacher's own company lesson opens among their groups or individuals. Another
 * company's lesson, and another teacher's lesson not taken over, have no page here.
 */
export function lessonHref(item: Substitution): string | undefined {
  if (item.course_id === null || item.lesson_id === null) return undefined;
  // A request does not say the lesson's type: a trial lesson's page sends the reader on to its own.
  const lesson = { id: item.lesson_id, type: 'lesson' };
  if (item.side === 'offered') {
    const holds =
      item.kind === 'individual' &&
      item.decision === 'accepted' &&
      (item.status === 'approved' || item.status === 'ended');
    return holds ? hrefsOf('substitution').lesson(item.course_id, lesson) : undefined;
  }
  if (item.kind === 'group')
    return paths.teacher.groupPage.to(item.course_id, `schedule/lesson/${item.lesson_id}`);
  if (item.kind === 'individual')
    return paths.teacher.individual.to(item.course_id, `schedule/${item.lesson_id}`);
  // The corporate teacher's own company lesson, under their groups or individuals.
  const area = item.kind === 'corporate_group' ? 'corporateGroup' : 'corporateIndividual';
  return hrefsOf(area).lesson(item.course_id, lesson);
}
