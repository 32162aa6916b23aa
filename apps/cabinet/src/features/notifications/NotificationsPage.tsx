import { PageHeader } from '@cabinet/design-system/page-header';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { NotificationCentre } from './NotificationCentre';

/** Every notification of the user, newest first, with the link to their settings. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={<Button href={paths.profileNotificationSettings.to()}>{t('list.settings')}</Button>}
      />
      <NotificationCentre headingLevel={2} />
    </>
  );
}
