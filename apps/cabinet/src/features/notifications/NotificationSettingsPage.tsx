import { useGetNotificationPreferences } from '@cabinet/api/notifications';
import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { QueryContent } from '../../shared/QueryContent';

/** Per kind of notification: kept in the cabinet or not, and how often it is e-mailed. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const query = useGetNotificationPreferences();
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        breadcrumbs={[{ label: t('settings.back'), href: paths.profileNotifications.to() }]}
      />
      <Typography sx={{ mb: 3, maxWidth: '60ch' }}>{t('settings.text')}</Typography>
      <QueryContent query={query} loading={<ListSkeleton rows={5} label={t('settings.loading')} />}>
        {({ data }) => <NotificationSettingsForm preferences={data} />}
      </QueryContent>
    </>
  );
}
