import type { CompanyPayment } from '@cabinet/api/model';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';

/** The address of one of the company's courses on the manager's pages. */
const courseHref = (course: NonNullable<CompanyPayment['course']>): string =>
  course.kind === 'group'
    ? paths.corporateManager.group.to(course.id)
    : paths.corporateManager.individual.to(course.id);

/** What a payment bought: lessons of a course (linked when it is the company's) or checks, and how many. */
export function PaymentBought({ payment }: { payment: CompanyPayment }) {
  const { t, i18n } = useTranslation('companyStatistics');
  const price = formatMoney(payment.unit_price, toLanguage(i18n.language));
  const count =
    payment.purpose === 'placement_checks'
      ? t('payments.checksAt', { checks: t('payments.checks', { count: payment.quantity }), price })
      : t('payments.lessonsFor', {
          lessons: t('payments.lessons', { count: payment.quantity }),
          employees: t('payments.employees', { count: payment.seats ?? 1 }),
          price,
        });
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {t(`payments.purpose.${payment.purpose}`)}
        {payment.course && (
          <>
            {': '}
            <Link href={courseHref(payment.course)}>{payment.course.name}</Link>
          </>
        )}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {count}
      </Box>
    </>
  );
}
