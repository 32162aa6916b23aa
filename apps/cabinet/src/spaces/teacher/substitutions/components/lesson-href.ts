import type { Substitution } from '@cabinet/api/model';
import { lessonHref as courseLessonHref } from '../../../../shared/course-view-hrefs';
import { paths } from '../../../../shared/paths';
import { teacherGroupView } from '../../groups/course-view';
import { substitutedIndividualView, teacherIndividualView } from '../../individuals/course-views';

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
    return holds ? courseLessonHref(substitutedIndividualView, item.course_id, lesson) : undefined;
  }
  if (item.kind === 'group') return courseLessonHref(teacherGroupView, item.course_id, lesson);
  if (item.kind === 'individual') return courseLessonHref(teacherIndividualView, item.course_id, lesson);
  // The corporate teacher's own company lesson, under their groups or individuals (their space's
  // addresses; a request's lesson opens as a lesson, its page sends a trial on to its own).
  const corporate = paths.corporateTeacher;
  return item.kind === 'corporate_group'
    ? corporate.groupCourse.lesson.to(item.course_id, item.lesson_id)
    : corporate.individualCourse.lesson.to(item.course_id, item.lesson_id);
}
