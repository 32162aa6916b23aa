import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import { PageHeader } from '@cabinet/design-system/page-header';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../session/use-current-user';
import { paths } from '../../../shared/paths';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { ProfileSection } from '../profile/ProfileSection';
import { SupportForm } from '../profile/SupportForm';
import { TextWithLink } from '../profile/TextWithLink';
import { useDirtyForms } from '../../../shared/use-dirty-forms';
import { PageError } from '../../../shared/PageError';

/** Support (open to every signed-in user): how it works and a callback request. */
export function SupportPage() {
  const { t } = useTranslation('account');
  const current = useCurrentUser();
  const { anyDirty, report } = useDirtyForms();
  const user = current.data;
  return (
    <>
      <PageHeader title={t('support.title')} />
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ maxWidth: '70ch' }}>
          <Typography>{t('support.intro')}</Typography>
          <TextWithLink
            text={t('support.selfService')}
            label={t('support.toProfile')}
            href={paths.profile.to()}
          />
        </Stack>
        {!user && current.isError && (
          <PageError error={current.error} onRetry={() => void current.refetch()} />
        )}
        {!user && !current.isError && <ListSkeleton rows={2} />}
        {user && (
          <ProfileSection title={t('support.formTitle')}>
            <SupportForm phone={user.phone} onDirtyChange={report} />
          </ProfileSection>
        )}
      </Stack>
      <LeaveGuard when={anyDirty} />
    </>
  );
}
