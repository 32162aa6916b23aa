import { useGetCompanyPayments } from '@cabinet/api/company';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CompanyProgress } from '../../../../features/progress/CompanyProgress';
import { useCurrentUser } from '../../../../session/use-current-user';
import { BalanceSummary } from '../BalanceSummary';
import { ColleaguesList } from '../ColleaguesList';
import { MonthPayments } from '../MonthPayments';
import { MonthsTable } from '../MonthsTable';
import { PeriodNav } from '../PeriodNav';
import { periodOf } from '../statistics-query';
import { QueryContent } from '../../../../shared/QueryContent';

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
      <QueryContent query={statement}>
        {({ data }) => (
          <>
            <BalanceSummary statement={data} />
            <MonthsTable months={data.months} />
            <MonthPayments months={data.months} />
          </>
        )}
      </QueryContent>
      <CompanyProgress months={period} />
      <ColleaguesList company={company} />
    </>
  );
}
