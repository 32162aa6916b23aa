import { Navigate, useParams } from 'react-router-dom';
import { isPaidResultSection } from '../../../../features/paid-pretests/PaidResult';
import { isResultSection } from '../../../../features/placement-tests/AttemptResultView';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { EmployeeEntryResult, EmployeePaidResult } from '../EmployeeResults';
import { EntryTakers } from '../EntryTakers';
import { PaidStudentsTable } from '../paid/PaidStudentsTable';
import { PretestsOverview } from '../PretestsOverview';

const SLUG = /^[a-z0-9-]{1,100}$/;

/** `/corporate-manager/pretests`. */
export function ManagerPretestsPage() {
  return (
    <RequireArea area="corporateManager">
      <PretestsOverview />
    </RequireArea>
  );
}

/** `/corporate-manager/pretests/paid/students`. */
export function PaidPretestStudentsPage() {
  return (
    <RequireArea area="corporateManager">
      <PaidStudentsTable />
    </RequireArea>
  );
}

/** `/corporate-manager/pretests/students/:slug`. */
export function EntryTestTakersPage() {
  const { slug = '' } = useParams();
  if (!SLUG.test(slug)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="corporateManager">
      <EntryTakers key={slug} slug={slug} />
    </RequireArea>
  );
}

/** `/corporate-manager/students/:id/results/:userTestVariantId/:section?`, general by default. */
export function EmployeeEntryResultPage() {
  const ids = useRouteIds('id', 'userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids || !isResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="corporateManager">
      <EmployeeEntryResult studentId={ids.id} attemptId={ids.userTestVariantId} section={section} />
    </RequireArea>
  );
}

/** `/corporate-manager/students/:id/paid-results/:userTestVariantId/:section?`, general by default. */
export function EmployeePaidResultPage() {
  const ids = useRouteIds('id', 'userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids || !isPaidResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireArea area="corporateManager">
      <EmployeePaidResult studentId={ids.id} attemptId={ids.userTestVariantId} section={section} />
    </RequireArea>
  );
}
