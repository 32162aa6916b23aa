import { useGetCompanyProgress } from '@cabinet/api/progress';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import { useTranslation } from 'react-i18next';
import { ChartsSection } from './ChartsSection';
import {
  checksChart,
  companyTestsChart,
  groupAttendanceChart,
  levelsNowChart,
  moneyChart,
  movementChart,
} from './company-charts';

/**
 * The corporate manager's company as charts over the last `months` months: money paid and used,
 * placement-test checks, the employees' levels now and since their placement test, each group's
 * attendance and the tests of each month; each with its summary in words and its numbers as a
 * table. Its own error and retry: the rest of the page does not wait for it.
 */
export function CompanyProgress({ months }: { months: number }) {
  const { t, i18n } = useTranslation('progress');
  const language = toLanguage(i18n.language);
  const progress = useGetCompanyProgress({ months });
  return (
    <ChartsSection
      title={t('company.title')}
      query={progress}
      charts={({ data }) => [
        moneyChart(data, t, language, (amount) => formatMoney(amount, language)),
        checksChart(data, t, language),
        levelsNowChart(data, t),
        movementChart(data, t),
        groupAttendanceChart(data, t, language),
        companyTestsChart(data, t, language),
      ]}
      errorHeadingLevel={3}
      sx={{ my: 4 }}
    />
  );
}
