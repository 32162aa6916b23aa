import { useGetPaidPretest } from '@cabinet/api/paid-pretests';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { isPaidResultSection, PaidResult } from '../../../features/placement-tests/PaidResult';
import { HandedInNotice } from '../../../features/placement-tests/HandedInNotice';
import type { PlacementTestFlow } from '../../../features/placement-tests/flow/placement-test-flow';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';

type CorporateTestResultProps = { flow: PlacementTestFlow; attemptId: number; section: string };

/** The employee's result of an assigned test, with the feedback and the certificate once they are out. */
export function CorporateTestResult({ flow, attemptId, section }: CorporateTestResultProps) {
  const { t, i18n } = useTranslation('placementTests');
  const test = useGetPaidPretest(attemptId);
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
      title={t('paidPretests:result.title', { name })}
      breadcrumbs={[...flow.trail(data.attempt, t, i18n.language), { label: t('paidPretests:result.crumb') }]}
      sectionHref={(name) => paths.corporateStudent.paidPlacementTestResult.to(attemptId, name)}
      notice={<HandedInNotice attempt={data.attempt} />}
    />
  );
}
