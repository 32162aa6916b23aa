import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { TeacherTab, TeachingView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { GroupFeedbacks } from '../../feedback/GroupFeedbacks';
import { TeacherCatchUps } from '../TeacherCatchUps';
import { TeacherCourseFrame } from '../../course-pages/TeacherCourseFrame';
import { TeacherCourseGeneral } from '../TeacherCourseGeneral';
import { TeacherCourseStudents } from '../TeacherCourseStudents';
import { TeacherCourseSummary } from '../TeacherCourseSummary';
import { TeacherSchedule } from '../TeacherSchedule';
import { TutorGroupTrainees } from '../TutorGroupTrainees';
import { TutorLessonPublishing } from '../TutorLessonPublishing';

type Body = ComponentType<{ view: TeachingView; courseId: number }>;

/** What each tab shows. */
export const TAB_BODIES: Partial<Record<TeacherTab, Body>> = {
  general: TeacherCourseGeneral,
  schedule: TeacherSchedule,
  students: ({ courseId }) => <TeacherCourseStudents courseId={courseId} />,
  trainees: TutorGroupTrainees,
  lessons: TutorLessonPublishing,
  summary: TeacherCourseSummary,
  catchUp: ({ courseId }) => <TeacherCatchUps courseId={courseId} />,
  // The feedback a reader of the course (the company's manager) receives; a teacher's has pages of its own.
  feedback: ({ courseId }) => <GroupFeedbacks courseId={courseId} />,
};

/**
 * A tab of a course in a view: the course's id from the address (else not found), the view's
 * access rule, the course's frame and the tab's body.
 */
export function CourseTabPage({ view, tab, body }: { view: TeachingView; tab: TeacherTab; body?: Body }) {
  const ids = useRouteIds('id');
  const Body = body ?? TAB_BODIES[tab];
  if (!ids || !Body) return <Navigate to={paths.error404.to()} replace />;
  return (
    <TeacherCourseFrame view={view} courseId={ids.id} current={tab}>
      <Body view={view} courseId={ids.id} />
    </TeacherCourseFrame>
  );
}
