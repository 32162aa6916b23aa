import Alert from '@mui/material/Alert';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { CourseFeedbackWriting } from '../../../../features/course-feedback-writing/CourseFeedbackWriting';
import { TeacherCourseFrame } from '../../../../features/course-pages/TeacherCourseFrame';
import { type TeacherTab, hrefsOf } from '../../../../shared/teacher-course-paths';
import { RequireGate } from '../../../../session/RequireGate';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';

/** The teacher's own individual course, or one they substitute in. */
type Gate = 'individual' | 'substitution';
type TabBody = ComponentType<{ area: Gate; courseId: number }>;

/**
 * Only the course's teacher writes its course feedback (the contract: 403 for anyone else), so a
 * substitute's feedback tab says so instead of offering a form the school would refuse.
 */
function SubstituteFeedbackNote() {
  const { t } = useTranslation('individualTeaching');
  return <Alert severity="info">{t('substitute.feedback')}</Alert>;
}

function FeedbackBody({ area, courseId }: { area: Gate; courseId: number }) {
  return area === 'substitution' ? <SubstituteFeedbackNote /> : <CourseFeedbackWriting courseId={courseId} />;
}

/** A tab of an individual course, inside the course's frame; a malformed id is the not-found page. */
const tabPage = (area: Gate, tab: TeacherTab, Body: TabBody) =>
  function IndividualTabPage() {
    const ids = useRouteIds('id');
    if (!ids) return <Navigate to={paths.error404.to()} replace />;
    return (
      <RequireGate gate="teacher">
        <TeacherCourseFrame area={area} courseId={ids.id} current={tab}>
          <Body area={area} courseId={ids.id} />
        </TeacherCourseFrame>
      </RequireGate>
    );
  };

/** The course's own address opens its general tab. */
const basePage = (area: Gate) =>
  function IndividualBasePage() {
    const ids = useRouteIds('id');
    if (!ids) return <Navigate to={paths.error404.to()} replace />;
    return <Navigate to={hrefsOf(area).general(ids.id)} replace />;
  };

export const IndividualBasePage = basePage('individual');
export const IndividualFeedbackPage = tabPage('individual', 'feedback', FeedbackBody);

export const SubstitutionBasePage = basePage('substitution');
export const SubstitutionFeedbackPage = tabPage('substitution', 'feedback', FeedbackBody);
