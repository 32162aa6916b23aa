import { apiReady, getToken } from '@cabinet/api/http';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../shared/toast-queue';
import { socketUrl } from '../env';
import { LiveSocket } from './socket';

type Notification = { level?: 'info' | 'success' | 'warning' | 'error'; code?: string; text?: string };

/**
 * The live socket while a user is signed in: notifications become toasts (in the interface
 * language when the code is known), a status change refreshes the data on screen. Closed when the
 * signed-in area unmounts, which logout does.
 */
export function useLiveSocket(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!socketUrl) return;
    const socket = new LiveSocket({ url: socketUrl, getToken });
    socket.on('notification', (data) => {
      const { level = 'info', code = '', text = '' } = (data ?? {}) as Notification;
      showToast(t(`live.${code}`, { defaultValue: text }), level);
    });
    socket.on('status_changed', () => void queryClient.invalidateQueries());
    let closed = false;
    // In mock mode the school's socket answers once the mock school has started.
    void apiReady().then(() => {
      if (!closed) socket.connect();
    });
    return () => {
      closed = true;
      socket.close();
    };
  }, [queryClient, t]);
}
