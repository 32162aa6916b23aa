import { Suspense, lazy } from 'react';
import { loadPageTexts } from '../../i18n';

/** The bell and its texts load after the page's first paint, in their own chunk. */
const Bell = lazy(() =>
  Promise.all([import('./NotificationBell'), loadPageTexts('notifications')]).then(([module]) => ({
    default: module.NotificationBell,
  })),
);

/** The header's notification bell, for a signed-in user. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
