import { useGetCompanyPretestAttempt, useGetPaidPretest } from '@cabinet/api/paid-pretests';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PaidResult, type PaidResultSection } from '../../../features/placement-tests/PaidResult';
import { AttemptResultView, type ResultSection } from '../../../features/placement-tests/AttemptResultView';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { employeeName, testName } from './present';

const manager = paths.corporateManager;
type ResultProps<S> = { studentId: number; attemptId: number; section: S };

/** `/corporate-manager/students/:id/results/:userTestVariantId/:section?`: an employee's entry-test result. */
export function EmployeeEntryResult({ studentId, attemptId, section }: ResultProps<ResultSection>) {
  const { t, i18n } = useTranslation('managerPretests');
  const attempt = useGetCompanyPretestAttempt(attemptId);
  if (attempt.isPending) return <PageLoading />;
  if (attempt.isError)
    return <PageError error={attempt.error} onRetry={() => void attempt.refetch()} headingLevel={1} />;
  const { data, student } = attempt.data;
  // The address names the employee too: another employee's attempt is not at this address.
  if (student.id !== studentId) return <Navigate to={paths.notFound.to()} replace />;
  const name = testName(data, i18n.language);
  return (
    <AttemptResultView
      attempt={data}
      section={section}
      title={t('result.entryTitle', { name: employeeName(student, i18n.language), test: name })}
      breadcrumbs={[
        { label: t('overview.title'), href: manager.placementTests.to() },
        { label: name, href: manager.placementTestStudents.to(data.test_slug) },
        { label: t('result.entryCrumb') },
      ]}
      sectionHref={(next) => manager.studentResult.to(studentId, attemptId, next)}
      overallText={(level) => t('result.overall', { level })}
    />
  );
}

/** `/corporate-manager/students/:id/paid-results/:userTestVariantId/:section?`: an employee's corporate test. */
export function EmployeePaidResult({ studentId, attemptId, section }: ResultProps<PaidResultSection>) {
  const { t, i18n } = useTranslation('managerPretests');
  const tp = useTranslation('paidPretests').t;
  const test = useGetPaidPretest(attemptId);
  if (test.isPending) return <PageLoading />;
  if (test.isError)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={1} />;
  const data = test.data.data;
  // The address names the employee too: another employee's test is not at this address.
  if (data.student.id !== studentId) return <Navigate to={paths.notFound.to()} replace />;
  const name = employeeName(data.student, i18n.language);
  return (
    <PaidResult
      test={data}
      section={section}
      title={tp('result.title', { name })}
      breadcrumbs={[
        { label: t('overview.title'), href: manager.placementTests.to() },
        { label: t('table.title'), href: manager.paidPlacementTestStudents.to() },
        { label: name },
      ]}
      sectionHref={(next) => manager.studentPaidResult.to(studentId, attemptId, next)}
      overallText={(level) => t('result.overall', { level })}
    />
  );
}
