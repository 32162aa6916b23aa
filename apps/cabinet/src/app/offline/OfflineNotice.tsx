import { clock, viewerTimeZone } from '@cabinet/api/time';
import { formatDate, formatDateTime, formatTime } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { type QueryClient, notifyManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../shared/in-language';
import { lastLoadedAt } from './loaded-at';
import { useOnline } from './use-online';

const ignore = () => undefined;

/** When the data on screen was loaded, followed while `watching` (the cache is not read otherwise). */
function useLastLoadedAt(queryClient: QueryClient, watching: boolean): number | null {
  const subscribe = useCallback(
    (onChange: () => void) =>
      // The cache tells of changes while pages render: the notice reads them after.
      watching ? queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)) : ignore,
    [queryClient, watching],
  );
  return useSyncExternalStore(
    subscribe,
    () => (watching ? lastLoadedAt(queryClient) : null),
    () => null,
  );
}

/**
 * "Offline — showing what was loaded at 14:32", above the page while the browser is offline: the
 * page shows answers kept from earlier (docs/drafts.md#offline), and saving waits for the
 * connection. The time is the viewer's own, with the date when it was not today. Announced
 * politely; not a status region (the page's own status region stays the only one).
 */
export function OfflineNotice() {
  const { t, i18n } = useTranslation('common');
  const online = useOnline();
  const loadedAt = useLastLoadedAt(useQueryClient(), !online);
  let title = t('offline.nothingLoaded');
  if (loadedAt !== null) {
    const zone = viewerTimeZone();
    const language = languageOf(i18n.language);
    const iso = new Date(loadedAt).toISOString();
    const today = formatDate(iso, language, zone) === formatDate(clock.now().toISOString(), language, zone);
    title = today
      ? t('offline.loadedAt', { time: formatTime(iso, zone) })
      : t('offline.loadedOn', { time: formatDateTime(iso, language, zone) });
  }
  return (
    <Box aria-live="polite" aria-atomic="true">
      {online ? null : (
        <Alert severity="warning" role="none" sx={{ mb: 2 }}>
          <AlertTitle>{title}</AlertTitle>
          {t('offline.saving')}
        </Alert>
      )}
    </Box>
  );
}
