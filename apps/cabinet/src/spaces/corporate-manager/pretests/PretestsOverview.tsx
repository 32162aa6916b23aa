import type { CompanyPretests } from '@cabinet/api/model';
import { useGetCompanyPretests } from '@cabinet/api/paid-pretests';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSchoolDate } from '../../../features/placement-tests/format';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { localName } from './present';

type Overview = CompanyPretests['data'];

/** How many checks the company bought, used and has left, and when it bought them. */
function Balance({ balance }: { balance: Overview['balance'] }) {
  const { t } = useTranslation('managerPretests');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="balance-title"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id="balance-title" component="h2" variant="h6">
        {t('overview.balanceTitle')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
        {t('overview.balanceLead')}
      </Typography>
      <Facts>
        <Fact label={t('overview.prepaid')}>{balance.prepaid}</Fact>
        <Fact label={t('overview.used')}>{balance.used}</Fact>
        <Fact label={t('overview.left')}>{balance.left}</Fact>
        {balance.purchases.length > 0 && (
          <Fact label={t('overview.purchases')}>
            {balance.purchases
              .map((purchase) =>
                t('overview.purchase', { date: formatSchoolDate(purchase.date), count: purchase.checks }),
              )
              .join('; ')}
          </Fact>
        )}
      </Facts>
    </Paper>
  );
}

function PaidTestCard({ test }: { test: Overview['paid_test'] }) {
  const { t, i18n } = useTranslation('managerPretests');
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} component="li">
      <CardTitle id={titleId} level={3}>
        {localName(test, i18n.language)}
      </CardTitle>
      <Facts>
        <Fact label={t('overview.paidAssigned')}>{test.assigned}</Fact>
        <Fact label={t('overview.paidFinished')}>{test.finished}</Fact>
      </Facts>
      <Button
        variant="contained"
        href={paths.corporateManager.paidPlacementTestStudents.to()}
        aria-describedby={titleId}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        {t('overview.paidOpen')}
      </Button>
    </CardFrame>
  );
}

function EntryTestCard({ test }: { test: Overview['entry_tests'][number] }) {
  const { t, i18n } = useTranslation('managerPretests');
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} component="li">
      <CardTitle id={titleId} level={3}>
        {localName(test, i18n.language)}
      </CardTitle>
      <Typography>
        {test.takers === 0 ? t('overview.entryNobody') : t('overview.entryTakers', { count: test.takers })}
      </Typography>
      <Button
        variant="outlined"
        href={paths.corporateManager.placementTestStudents.to(test.slug)}
        aria-describedby={titleId}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        {t('overview.entryOpen')}
      </Button>
    </CardFrame>
  );
}

/** `/corporate-manager/pretests`: the prepaid checks, the corporate test and the school's entry tests. */
export function PretestsOverview() {
  const { t } = useTranslation('managerPretests');
  const overview = useGetCompanyPretests();
  if (overview.isPending) return <PageLoading />;
  if (overview.isError)
    return <PageError error={overview.error} onRetry={() => void overview.refetch()} headingLevel={1} />;
  const data = overview.data.data;
  return (
    <>
      <PageHeader title={t('overview.title')} />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <Typography>{t('overview.lead')}</Typography>
        <Balance balance={data.balance} />
        <section aria-labelledby="paid-title">
          <Typography id="paid-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('overview.paidTitle')}
          </Typography>
          <CardGrid>
            <PaidTestCard test={data.paid_test} />
          </CardGrid>
        </section>
        <section aria-labelledby="entry-title">
          <Typography id="entry-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
            {t('overview.entryTitle')}
          </Typography>
          {data.entry_tests.length === 0 ? (
            <Typography>{t('overview.entryEmpty')}</Typography>
          ) : (
            <CardGrid>
              {data.entry_tests.map((test) => (
                <EntryTestCard key={test.slug} test={test} />
              ))}
            </CardGrid>
          )}
        </section>
      </Stack>
    </>
  );
}
