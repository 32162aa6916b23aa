import type { Notification } from '@cabinet/api/model';
import { formatDateTime, toLanguage } from '@cabinet/design-system/format';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationText } from './notification-text';
import { useMarkRead } from './notification-queries';

type NotificationItemProps = {
  notification: Notification;
  /** The user follows its link (the bell's popover closes). */
  onOpen?: (() => void) | undefined;
  /** The item's link, for the list to move the focus to it. */
  linkRef?: Ref<HTMLDivElement> | undefined;
};

/** One notification: a link to what it is about, marked read when opened; unread ones are marked. */
export function NotificationItem({ notification, onOpen, linkRef }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const markRead = useMarkRead();
  const unread = notification.read_at === null;
  const open = () => {
    if (unread) markRead.mutate({ notificationId: notification.id });
    onOpen?.();
  };
  const target = notification.link ? { href: notification.link } : {};
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        ref={linkRef}
        {...target}
        onClick={open}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            mt: 0.75,
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
            border: 2,
            borderColor: unread ? 'primary.main' : 'divider',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>
            {unread && <Box component="span" sx={visuallyHidden}>{`${t('list.unread')} `}</Box>}
            {notificationText(notification, t, i18n.language)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {formatDateTime(notification.created_at, toLanguage(i18n.language))}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
