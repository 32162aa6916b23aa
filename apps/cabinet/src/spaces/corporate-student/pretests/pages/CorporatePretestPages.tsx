import { useGetPaidPretest } from '@cabinet/api/paid-pretests';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { isPaidResultSection, PaidResult } from '../../../../features/paid-pretests/PaidResult';
import { HandedInNotice } from '../../../../features/placement-tests/HandedInNotice';
import { RequireGate } from '../../../../session/RequireGate';
import { useArrivedFromRoute } from '../../../../shared/arrival';
import { PageError } from '../../../../shared/PageError';
import { PageLoading } from '../../../../shared/PageLoading';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { PaidPartPage } from '../PaidPartPage';
import { PaidPartStart } from '../PaidPartStart';
import { PaidTestList } from '../PaidTestList';
import { PretestsOverview } from '../PretestsOverview';

const student = paths.corporateStudent;
const isPaidPart = (value: string | undefined): value is 'grammar' | 'writing' =>
  value === 'grammar' || value === 'writing';

export function CorporatePretestsPage() {
  return (
    <RequireGate gate="corporateStudent">
      <PretestsOverview />
    </RequireGate>
  );
}

export function PaidPretestsPage() {
  return (
    <RequireGate gate="corporateStudent">
      <PaidTestList />
    </RequireGate>
  );
}

/** `/corporate/pretests/paid/:part/start`; arriving from the part's own test page leads to the result. */
export function PaidPretestStartPage() {
  const { part } = useParams();
  const test = useArrivedFromRoute(student.paidPretestPart.path);
  if (!isPaidPart(part)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireGate gate="corporateStudent">
      <PaidPartStart key={part} part={part} fromTest={test?.part === part} />
    </RequireGate>
  );
}

/**
 * `/corporate/pretests/paid/:part`; a part's test page arrived at from the result (the writing
 * test after the last part, or grammar's: the back button) leads to the result.
 */
export function PaidPretestPartPage() {
  const { part } = useParams();
  const fromResult = useArrivedFromRoute(student.paidPretestResult.path) !== null;
  if (!isPaidPart(part)) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireGate gate="corporateStudent">
      <PaidPartPage key={part} part={part} fromResult={fromResult} />
    </RequireGate>
  );
}

function Result({ id, section }: { id: number; section: string }) {
  const { t, i18n } = useTranslation('paidPretests');
  const test = useGetPaidPretest(id);
  if (!isPaidResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  if (test.isPending) return <PageLoading />;
  if (test.isError)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={1} />;
  const data = test.data.data;
  const name = i18n.language === 'en' ? data.attempt.test_name_en : data.attempt.test_name;
  return (
    <PaidResult
      test={data}
      section={section}
      title={t('result.title', { name })}
      breadcrumbs={[
        { label: t('overview.title'), href: student.pretests.to() },
        { label: t('list.title'), href: student.paidPretests.to() },
        { label: t('result.crumb') },
      ]}
      sectionHref={(name) => student.paidPretestResult.to(id, name)}
      notice={<HandedInNotice attempt={data.attempt} />}
    />
  );
}

/** `/corporate/pretests/paid/:userTestVariantId/result/:section?`. */
export function PaidPretestResultPage() {
  const ids = useRouteIds('userTestVariantId');
  const { section = 'general' } = useParams();
  if (!ids) return <Navigate to={paths.notFound.to()} replace />;
  return (
    <RequireGate gate="corporateStudent">
      <Result id={ids.userTestVariantId} section={section} />
    </RequireGate>
  );
}
