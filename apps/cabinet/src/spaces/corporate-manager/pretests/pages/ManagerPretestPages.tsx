import { Navigate, useParams } from 'react-router-dom';
import { isPaidResultSection } from '../../../../features/placement-tests/PaidResult';
import { isResultSection } from '../../../../features/placement-tests/AttemptResultView';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { EmployeeEntryResult, EmployeePaidResult } from '../EmployeeResults';
import { EntryTakers } from '../EntryTakers';
import { PaidStudentsTable } from '../paid/PaidStudentsTable';
import { PretestsOverview } from '../PretestsOverview';

const SLUG = /^[a-z0-9-]{1,100}$/;

/** `/corporate-manager/pretests`. */
export function ManagerPretestsPage() {
  return <PretestsOverview />;
}

/** `/corporate-manager/pretests/paid/students`. */
export function PaidPretestStudentsPage() {
  return <PaidStudentsTable />;
}

/** `/corporate-manager/pretests/students/:slug`. */
export function EntryTestTakersPage() {
  const { slug = '' } = useParams();
  if (!SLUG.test(slug)) return <Navigate to={paths.notFound.to()} replace />;
  return <EntryTakers key={slug} slug={slug} />;
}

/** `/corporate-manager/students/:id/results/:userTestVariantId/:section?`, general by default. */
export function EmployeeEntryResultPage() {
  const ids = useRouteIds('id', 'userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids || !isResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return <EmployeeEntryResult studentId={ids.id} attemptId={ids.userTestVariantId} section={section} />;
}

/** `/corporate-manager/students/:id/paid-results/:userTestVariantId/:section?`, general by default. */
export function EmployeePaidResultPage() {
  const ids = useRouteIds('id', 'userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids || !isPaidResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return <EmployeePaidResult studentId={ids.id} attemptId={ids.userTestVariantId} section={section} />;
}
