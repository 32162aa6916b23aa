import { getToken } from '@cabinet/api/http';
import { LeaveWithoutSavingDialog } from '@cabinet/design-system/leave-without-saving-dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While a form holds unsaved changes (a profile, a task's answer), leaving the page asks first: continue
 * editing or leave. A link inside the app opens the dialog; closing or reloading the tab gets the browser's
 * own question. A session that has ended (logout) is never held back.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && getToken() !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <LeaveWithoutSavingDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
