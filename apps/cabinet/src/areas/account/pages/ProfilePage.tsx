import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import { PageHeader } from '@cabinet/design-system/page-header';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { canEnter } from '../../../access/gates';
import { useCurrentUser } from '../../../session/use-current-user';
import { paths } from '../../../shared/paths';
import { CallbackForm } from '../profile/CallbackForm';
import { CertificateNameForm } from '../profile/CertificateNameForm';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { PasswordForm } from '../profile/PasswordForm';
import { PersonalDataForm } from '../profile/PersonalDataForm';
import { ProfileSection } from '../profile/ProfileSection';
import { ProfileSummary } from '../profile/ProfileSummary';
import { TextWithLink } from '../profile/TextWithLink';
import { useDirtyForms } from '../../../shared/use-dirty-forms';
import { PageError } from '../../../shared/PageError';
import { CalendarFeedSection } from '../../../features/calendar-feed/CalendarFeedSection';

/**
 * The signed-in user's profile: personal data, contacts, the calendar subscription, a way to the
 * notification settings and the password.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const { t: tFeed } = useTranslation('calendarFeed');
  const current = useCurrentUser();
  const { anyDirty, report } = useDirtyForms();
  const user = current.data;
  return (
    <>
      <PageHeader title={t('profile.title')} />
      {!user && current.isError && <PageError error={current.error} onRetry={() => void current.refetch()} />}
      {!user && !current.isError && <ListSkeleton rows={4} label={t('profile.loading')} />}
      {user && (
        <Stack spacing={3}>
          <ProfileSummary user={user} />
          <ProfileSection title={t('personal.title')}>
            <PersonalDataForm user={user} onDirtyChange={report} />
          </ProfileSection>
          {/* Certificates are a student's: the space rule lives in access/. */}
          {canEnter('student', user.spaces) && (
            <ProfileSection title={t('certificateName.title')} text={t('certificateName.text')}>
              <CertificateNameForm user={user} onDirtyChange={report} />
            </ProfileSection>
          )}
          <ProfileSection title={t('contacts.title')} text={t('contacts.text')}>
            <CallbackForm phone={user.phone} onDirtyChange={report} />
            <TextWithLink
              text={t('contacts.otherQuestion')}
              label={t('contacts.toSupport')}
              href={paths.support.to()}
            />
          </ProfileSection>
          <ProfileSection title={tFeed('title')} text={tFeed('text')}>
            <CalendarFeedSection />
          </ProfileSection>
          <ProfileSection title={t('notifications.title')}>
            <TextWithLink
              text={t('notifications.text')}
              label={t('notifications.toSettings')}
              href={paths.profileNotificationSettings.to()}
            />
          </ProfileSection>
          <ProfileSection title={t('password.title')}>
            <PasswordForm onDirtyChange={report} />
          </ProfileSection>
        </Stack>
      )}
      <LeaveGuard when={anyDirty} />
    </>
  );
}
