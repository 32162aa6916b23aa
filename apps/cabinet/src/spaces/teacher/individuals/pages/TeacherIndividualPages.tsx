import Alert from '@mui/material/Alert';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { CourseFeedbackWriting } from '../../../../features/course-feedback-writing/CourseFeedbackWriting';
import { TeacherCourseFrame } from '../../../../features/course-pages/TeacherCourseFrame';
import type { TeacherTab, TeachingView } from '../../../../shared/course-view';
import { viewPage } from '../../../../shared/course-view-hrefs';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { substitutedIndividualView, teacherIndividualView } from '../course-views';

type TabBody = ComponentType<{ view: TeachingView; courseId: number }>;

/**
 * Only the course's teacher writes its course feedback (the contract: 403 for anyone else), so a
 * substitute's feedback tab says so instead of offering a form the school would refuse.
 */
function SubstituteFeedbackNote() {
  const { t } = useTranslation('individualTeaching');
  return <Alert severity="info">{t('substitute.feedback')}</Alert>;
}

function FeedbackBody({ view, courseId }: { view: TeachingView; courseId: number }) {
  return view.viewer === 'substitute' ? (
    <SubstituteFeedbackNote />
  ) : (
    <CourseFeedbackWriting courseId={courseId} />
  );
}

/** A tab of an individual course, inside the course's frame; a malformed id is the not-found page. */
const tabPage = (view: TeachingView, tab: TeacherTab, Body: TabBody) =>
  function IndividualTabPage() {
    const ids = useRouteIds('id');
    if (!ids) return <Navigate to={paths.error404.to()} replace />;
    return (
      <TeacherCourseFrame view={view} courseId={ids.id} current={tab}>
        <Body view={view} courseId={ids.id} />
      </TeacherCourseFrame>
    );
  };

/** The course's own address opens its general tab. */
const basePage = (view: TeachingView) =>
  function IndividualBasePage() {
    const ids = useRouteIds('id');
    if (!ids) return <Navigate to={paths.error404.to()} replace />;
    return <Navigate to={viewPage(view, 'general').to(ids.id)} replace />;
  };

/** The teacher's own individual course. */
export const IndividualBasePage = basePage(teacherIndividualView);
export const IndividualFeedbackPage = tabPage(teacherIndividualView, 'feedback', FeedbackBody);

/** An individual course the teacher substitutes in. */
export const SubstitutionBasePage = basePage(substitutedIndividualView);
export const SubstitutionFeedbackPage = tabPage(substitutedIndividualView, 'feedback', FeedbackBody);
