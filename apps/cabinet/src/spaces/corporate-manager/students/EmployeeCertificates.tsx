import type { CompanyEmployeeDetail } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseCertificateCard } from '../../../features/certificates/CourseCertificateCard';
import { paths } from '../../../shared/paths';

type PaidTest = CompanyEmployeeDetail['paid_tests'][number];

/** A corporate placement test's certificate, with a link to its certificate page. */
function PaidCertificate({ employeeId, test }: { employeeId: number; test: PaidTest }) {
  const { t } = useTranslation('companyStudents');
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} component="li">
      <CardTitle id={titleId} level={2}>
        {t('detail.paidCertificate', { level: test.certificate?.overall_level ?? '' })}
      </CardTitle>
      <Button
        variant="outlined"
        href={paths.corporateManager.studentPaidResult.to(employeeId, test.id, 'certificate')}
        aria-describedby={titleId}
        sx={{ alignSelf: 'flex-start', minHeight: 40 }}
      >
        {t('detail.certificate')}
      </Button>
    </CardFrame>
  );
}

/** The certificates tab: the courses' certificates and the placement tests' ones. */
export function EmployeeCertificates({ detail }: { detail: CompanyEmployeeDetail }) {
  const { t } = useTranslation('companyStudents');
  const paid = detail.paid_tests.filter((test) => test.certificate !== null);
  if (detail.certificates.length === 0 && paid.length === 0)
    return <EmptyState kind="noCertificates" headingLevel="h2" text={t('detail.certificatesEmpty')} />;
  return (
    <CardGrid>
      {paid.map((test) => (
        <PaidCertificate key={`paid-${test.id}`} employeeId={detail.employee.id} test={test} />
      ))}
      {detail.certificates.map((certificate) => (
        <li key={certificate.id}>
          <CourseCertificateCard certificate={certificate} headingLevel={2} stretch />
        </li>
      ))}
    </CardGrid>
  );
}
