import { apiReady, getToken } from '@cabinet/api/http';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../shared/toast-queue';
import { socketUrl } from '../env';
import { handleLiveEvents } from './live-events';

/**
 * The live socket while a user is signed in. Each message is checked against the contract (an
 * invalid one is ignored); notices become toasts (in the interface language when the code is
 * known), a status change refreshes the data showing that kind of record, a new notification
 * refreshes the notification centre (see live-events.ts). Closed when the signed-in area
 * unmounts, which logout does.
 */
export function useLiveSocket(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!socketUrl) return;
    const url = socketUrl;
    let closed = false;
    let end = () => {};
    // The socket and its validators (zod) load apart from the cabinet's file; in mock mode the
    // school's socket answers once the mock school has started.
    void Promise.all([import('./socket'), apiReady()]).then(([{ LiveSocket }]) => {
      if (closed) return;
      const socket = new LiveSocket({ url, getToken });
      const stop = handleLiveEvents(socket, {
        queryClient,
        toast: ({ level, code, text }) => showToast(t(`live.${code}`, { defaultValue: text }), level),
      });
      end = () => {
        stop();
        socket.close();
      };
      socket.connect();
    });
    return () => {
      closed = true;
      end();
    };
  }, [queryClient, t]);
}
