import type { PaidPretest } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolDate, schoolDateTime } from '../../../features/placement-tests/dates';
import { nextPart } from '../../../features/placement-tests/flow/placement-test-flow';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { corporateTestFlow } from './corporate-test-flow';
import { useCurrentTest } from './use-current-test';

function TestCard({ test, current }: { test: PaidPretest; current: boolean }) {
  const { t, i18n } = useTranslation('paidPretests');
  const titleId = useId();
  const next = current ? nextPart(corporateTestFlow.parts, test.attempt) : undefined;
  const name = i18n.language === 'en' ? test.attempt.test_name_en : test.attempt.test_name;
  return (
    <CardFrame titleId={titleId} component="li">
      <CardTitle id={titleId} level={2}>
        {name}
      </CardTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <StatusBadge vocabulary="paidPretest" value={test.status} />
        <Facts>
          <Fact label={t('list.assigned')}>{schoolDateTime(test.assigned_at, i18n.language)}</Fact>
          {test.results_due_on && test.status !== 'finished' && test.status !== 'missed' && (
            <Fact label={t('list.due')}>{schoolDate(test.results_due_on, i18n.language)}</Fact>
          )}
          {test.attempt.overall_level && <Fact label={t('list.level')}>{test.attempt.overall_level}</Fact>}
        </Facts>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {next && (
            <Button
              variant="contained"
              href={paths.corporateStudent.paidPlacementTestStart.to(next)}
              aria-describedby={titleId}
              sx={{ minHeight: 40 }}
            >
              {test.status === 'assigned' ? t('list.start') : t('list.continue', { part: t(`part.${next}`) })}
            </Button>
          )}
          {test.status !== 'assigned' && (
            <Button
              variant="outlined"
              href={paths.corporateStudent.paidPlacementTestResult.to(test.id, 'general')}
              aria-describedby={titleId}
              sx={{ minHeight: 40 }}
            >
              {t('list.result')}
            </Button>
          )}
        </Stack>
      </Stack>
    </CardFrame>
  );
}

/** `/corporate/pretests/paid`: the tests the company assigned to the employee, with their statuses. */
export function PaidTestList() {
  const { t } = useTranslation('paidPretests');
  const tests = useCurrentTest();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        breadcrumbs={[
          { label: t('overview.title'), href: paths.corporateStudent.placementTests.to() },
          { label: t('list.title') },
        ]}
      />
      {tests.isPending ? (
        <PageLoading />
      ) : tests.isError ? (
        <PageError error={tests.error} onRetry={() => void tests.refetch()} />
      ) : tests.data.data.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} headingLevel="h2" />
      ) : (
        <CardGrid>
          {tests.data.data.map((test) => (
            <TestCard key={test.id} test={test} current={test.id === tests.current?.id} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
