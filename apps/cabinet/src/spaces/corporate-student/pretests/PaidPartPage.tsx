import { getListPaidPretestsQueryKey } from '@cabinet/api/paid-pretests';
import { useGetPretestSheet } from '@cabinet/api/pretests';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PartSheetView } from '../../../features/placement-tests/PartSheetView';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { useCurrentTest } from './use-current-test';

const student = paths.corporateStudent;

/** `/corporate/pretests/paid/grammar` and `/writing`: the part's test page on the shared engine. */
export function PaidPartPage({ part, fromResult }: { part: 'grammar' | 'writing'; fromResult: boolean }) {
  const { t } = useTranslation('paidPretests');
  const tp = useTranslation('placementTests').t;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tests = useCurrentTest();
  const test = tests.current;
  const sheet = useGetPretestSheet(test?.id ?? 0, part, { query: { enabled: test !== undefined, retry: 1 } });
  const latest = tests.data?.data[0];
  if (fromResult && latest)
    return <Navigate to={student.paidPretestResult.to(latest.id, 'general')} replace />;
  if (tests.isPending || (test && sheet.isPending)) return <PageLoading />;
  // A failed refetch while the part is open (the connection dropped) keeps the sheet on screen.
  if (tests.isError && !tests.data)
    return <PageError error={tests.error} onRetry={() => void tests.refetch()} headingLevel={1} />;
  if (!test) {
    return (
      <Navigate
        to={latest ? student.paidPretestResult.to(latest.id, 'general') : student.paidPretests.to()}
        replace
      />
    );
  }
  if (!sheet.data) return <Navigate to={student.paidPretestStart.to(part)} replace />;
  const result = student.paidPretestResult.to(test.id, 'general');
  // The start page of writing reads the list: it must see grammar handed in, not the list before.
  const after = async () => {
    await queryClient.invalidateQueries({ queryKey: getListPaidPretestsQueryKey() });
    void navigate(part === 'grammar' ? student.paidPretestStart.to('writing') : result);
  };
  return (
    <PartSheetView
      key={sheet.data.data.part.status}
      part={part}
      sheet={sheet.data.data}
      rule={test.rules.find((rule) => rule.part === part)!}
      receivedAt={sheet.dataUpdatedAt}
      refetch={() => void sheet.refetch()}
      doneTo={result}
      onHandedIn={() => void after()}
      header={
        <PageHeader
          title={tp('test.title', { part: tp(`part.${part}`) })}
          breadcrumbs={[
            { label: t('overview.title'), href: student.pretests.to() },
            { label: t('list.title'), href: student.paidPretests.to() },
            { label: tp(`part.${part}`) },
          ]}
        />
      }
    />
  );
}
