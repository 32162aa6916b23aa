import { Suspense, lazy, useEffect, useState } from 'react';
import { toastQueue } from '../../shared/toast-queue';

const Toaster = lazy(() => import('./Toaster'));

/** Renders the toaster once there is a first toast to show. */
export function ToastHost() {
  const [needed, setNeeded] = useState(() => toastQueue.pending.length > 0);
  useEffect(() => (needed ? undefined : toastQueue.subscribe(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
