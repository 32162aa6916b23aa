import { getToken } from '@cabinet/api/http';
import { LeaveWithoutSavingDialog } from '@cabinet/design-system/leave-without-saving-dialog';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { unsavedForms } from './unsaved-forms';

// Read with the guard, so that the pages' guard and what waits for it share one file.
export { unsavedForms };

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
  // Nothing reloads the page under it meanwhile (a new version of the cabinet waits).
  useEffect(() => (when ? unsavedForms.hold() : undefined), [when]);
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
