import { useGetNotificationUnreadCount } from '@cabinet/api/notifications';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { NotificationCentre } from './NotificationCentre';

/** The count's news: said politely when it grows (not on the first load, nor when it falls). */
function useGrowthNews(count: number | undefined): string {
  const { t } = useTranslation('notifications');
  const previous = useRef<number | undefined>(undefined);
  const [news, setNews] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && count > previous.current) setNews(t('bell.grew', { count }));
    previous.current = count;
  }, [count, t]);
  return news;
}

/**
 * The header's bell: its name says how many notifications are unread; a new one is announced
 * politely. It opens the notification list, with links to every notification and the settings.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const count = useGetNotificationUnreadCount({ request: { silent: true } });
  const unread = count.data?.data.unread;
  const news = useGrowthNews(unread);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const close = () => setAnchor(null);
  const label = unread ? t('bell.label', { count: unread }) : t('bell.labelNone');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          void count.refetch();
        }}
      >
        <Badge badgeContent={unread} color="error" max={99} aria-hidden="true">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Box component="span" aria-live="polite" sx={visuallyHidden}>
        {news}
      </Box>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              width: 'min(26rem, calc(100vw - 16px))',
              maxHeight: 'min(36rem, calc(100dvh - 96px))',
              p: 2,
            },
          },
        }}
      >
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Button size="small" onClick={close}>
              {t('list.close')}
            </Button>
          </Stack>
          <NotificationCentre onOpen={close} quiet />
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Button href={paths.profileNotifications.to()} onClick={close} size="small">
              {t('list.all')}
            </Button>
            <Button href={paths.profileNotificationSettings.to()} onClick={close} size="small">
              {t('list.settings')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
