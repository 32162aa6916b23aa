import { useGetCompanyEmployee } from '@cabinet/api/company';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { EmployeeCertificates } from './EmployeeCertificates';
import { EmployeeCourses } from './EmployeeCourses';
import { EmployeeStatusAction } from './EmployeeStatusAction';
import { EmployeeTests } from './EmployeeTests';
import { QueryContent } from '../../../shared/QueryContent';

export const EMPLOYEE_TABS = ['learning-activity', 'placements-tests', 'certificates'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];
export const isEmployeeTab = (value: string): value is EmployeeTab =>
  (EMPLOYEE_TABS as readonly string[]).includes(value);

/** An employee's page: contacts, status and its action, and the tabs of their learning. */
export function EmployeeDetail({ id, tab }: { id: number; tab: EmployeeTab }) {
  const { t } = useTranslation('companyStudents');
  const employee = useGetCompanyEmployee(id);
  return (
    <QueryContent query={employee} headingLevel={1}>
      {({ data: detail }) => {
        const person = detail.employee;
        return (
          <>
            <PageHeader
              title={person.name}
              breadcrumbs={[
                { label: t('detail.crumb'), href: paths.corporateManager.students.to() },
                { label: person.name },
              ]}
              actions={<EmployeeStatusAction employee={person} />}
              tabsLabel={t('detail.tabs')}
              tabs={EMPLOYEE_TABS.map((each) => ({
                label: t(`detail.tab.${each}`),
                href: paths.corporateManager.student.to(id, each),
                current: each === tab,
              }))}
            />
            <Stack spacing={3}>
              {!person.active && <Alert severity="warning">{t('detail.inactiveNote')}</Alert>}
              <Facts>
                <Fact label={t('list.column.status')}>
                  <StatusBadge vocabulary="corporateStudent" value={person.active ? 'active' : 'inactive'} />
                </Fact>
                <Fact label={t('list.column.email')}>{person.email}</Fact>
                <Fact label={t('list.column.phone')}>{person.phone ?? t('list.noPhone')}</Fact>
              </Facts>
              {tab === 'learning-activity' && <EmployeeCourses detail={detail} />}
              {tab === 'placements-tests' && <EmployeeTests detail={detail} />}
              {tab === 'certificates' && <EmployeeCertificates detail={detail} />}
            </Stack>
          </>
        );
      }}
    </QueryContent>
  );
}
