import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../session/use-logout';
import { draftKeysOf, removeDraftsOf } from '../../shared/drafts/draft-store';

/**
 * An explicit sign-out: with drafts of the user waiting on this device, it says so first and, when
 * confirmed, deletes them before the session ends (a shared device keeps nobody's drafts). A
 * session that ends on its own (a failed refresh) keeps them for the user's next sign-in
 * (docs/drafts.md).
 */
export function useSignOutWithDrafts(userId: number | undefined) {
  const { t } = useTranslation('common');
  const { signOut } = useSignOut();
  const [waiting, setWaiting] = useState(0);

  const requestSignOut = () => {
    const count = userId === undefined ? 0 : draftKeysOf(userId).length;
    if (count > 0) setWaiting(count);
    else void signOut();
  };

  const dialog = (
    <ConfirmDialog
      open={waiting > 0}
      title={t('drafts.signOut.title')}
      text={t('drafts.signOut.text', { count: waiting })}
      confirmLabel={t('drafts.signOut.confirm')}
      cancelLabel={t('drafts.signOut.cancel')}
      tone="danger"
      onConfirm={() => {
        if (userId !== undefined) removeDraftsOf(userId);
        setWaiting(0);
        void signOut();
      }}
      onClose={() => setWaiting(0)}
    />
  );
  return { requestSignOut, dialog };
}
