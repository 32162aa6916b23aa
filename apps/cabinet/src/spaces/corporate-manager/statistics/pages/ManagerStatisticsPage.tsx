import { useGetCompanyPayments } from '@cabinet/api/company';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CompanyProgress } from '../../../../features/progress/CompanyProgress';
import { useCurrentUser } from '../../../../session/use-current-user';
import { PageError } from '../../../../shared/PageError';
import { PageLoading } from '../../../../shared/PageLoading';
import { BalanceSummary } from '../BalanceSummary';
import { ColleaguesList } from '../ColleaguesList';
import { MonthPayments } from '../MonthPayments';
import { MonthsTable } from '../MonthsTable';
import { PeriodNav } from '../PeriodNav';
import { periodOf } from '../statistics-query';

/** The company's statement over the period of the address, then the colleagues. */
export function ManagerStatisticsPage() {
  const { t } = useTranslation('companyStatistics');
  const [params] = useSearchParams();
  const period = periodOf(params);
  const { data: user } = useCurrentUser();
  const company = user?.company_name ?? '';
  const statement = useGetCompanyPayments({ months: period });
  return (
    <>
      <PageHeader title={t('title')} />
      <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>
        {t('lead', { company })}
      </Typography>
      <PeriodNav period={period} />
      {statement.isPending ? (
        <PageLoading />
      ) : statement.isError ? (
        <PageError error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <>
          <BalanceSummary statement={statement.data.data} />
          <MonthsTable months={statement.data.data.months} />
          <MonthPayments months={statement.data.data.months} />
        </>
      )}
      <CompanyProgress months={period} />
      <ColleaguesList company={company} />
    </>
  );
}
