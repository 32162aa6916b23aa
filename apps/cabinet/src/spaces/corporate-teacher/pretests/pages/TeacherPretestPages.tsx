import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { isCheckSection } from '../check-state';
import { CheckList } from '../CheckList';
import { CheckTest } from '../CheckTest';
import { FeedbackPage } from '../FeedbackPage';

const teacher = paths.corporateTeacher;

/** `/teacher-corporate/pretests/paid`. */
export function PaidPretestChecksPage() {
  return <CheckList />;
}

/** `/teacher-corporate/pretests/paid/:id/:section?`: the writing unless the speaking is asked for. */
export function PaidPretestCheckPage() {
  const ids = useRouteIds('id');
  const { section } = useParams();
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  if (section === undefined) return <Navigate to={teacher.paidPlacementTest.to(ids.id, 'writing')} replace />;
  if (!isCheckSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return <CheckTest id={ids.id} section={section} />;
}

/** `/teacher-corporate/pretests/paid/:id/:part/feedback/:feedbackId`. */
export function PaidPretestFeedbackPage() {
  const ids = useRouteIds('id', 'feedbackId');
  const { part } = useParams();
  if (!ids || !isCheckSection(part)) return <Navigate to={paths.notFound.to()} replace />;
  return <FeedbackPage key={ids.feedbackId} id={ids.id} part={part} feedbackId={ids.feedbackId} />;
}
