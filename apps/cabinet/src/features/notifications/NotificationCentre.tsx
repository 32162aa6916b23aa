import { useListNotifications } from '@cabinet/api/notifications';
import { ListSkeleton, visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { NOTIFICATIONS_PER_PAGE, useMarkAllRead } from './notification-queries';
import { NotificationItem } from './NotificationItem';
import { QueryContent } from '../../shared/QueryContent';

type NotificationCentreProps = {
  /** The user follows a notification's link (the bell's popover closes). */
  onOpen?: (() => void) | undefined;
  /** Inside the bell: a failure shows in place only, with no toast. */
  quiet?: boolean;
  /** The level of a failure's heading: 3 under the bell's heading, 2 under the notifications page's title. */
  headingLevel?: 2 | 3;
};

const usePage = (page: number, quiet: boolean) =>
  useListNotifications({ page, per_page: NOTIFICATIONS_PER_PAGE }, { request: { silent: quiet } });

/**
 * A later page of the list, inside it ("Show more"). The page asked for last takes the focus to its
 * first notification once it arrives: the "Show more" button the user pressed may be gone by then.
 */
function NextPage({
  page,
  onOpen,
  quiet = false,
  headingLevel = 3,
  latest,
}: NotificationCentreProps & { page: number; latest: boolean }) {
  const { t } = useTranslation('notifications');
  const query = usePage(page, quiet);
  const firstRef = useRef<HTMLDivElement>(null);
  const arrived = query.data !== undefined;
  useEffect(() => {
    if (arrived && latest) firstRef.current?.focus();
  }, [arrived, latest]);
  if (!query.data) {
    return (
      <ListItem>
        {query.isError ? (
          <PageError error={query.error} onRetry={() => void query.refetch()} headingLevel={headingLevel} />
        ) : (
          <Box sx={{ width: '100%' }}>
            <ListSkeleton rows={2} label={t('list.loading')} />
          </Box>
        )}
      </ListItem>
    );
  }
  return query.data.data.map((notification, index) => (
    <NotificationItem
      key={notification.id}
      notification={notification}
      onOpen={onOpen}
      linkRef={index === 0 ? firstRef : undefined}
    />
  ));
}

/**
 * The notification list, newest first, a page at a time ("Show more" adds the next), with
 * "Mark all as read". The bell's popover and the notifications page show the same.
 */
export function NotificationCentre({ onOpen, quiet = false, headingLevel = 3 }: NotificationCentreProps) {
  const { t } = useTranslation('notifications');
  const [pages, setPages] = useState(1);
  const first = usePage(1, quiet);
  const markAll = useMarkAllRead();
  return (
    <QueryContent
      query={first}
      headingLevel={headingLevel}
      loading={<ListSkeleton rows={3} label={t('list.loading')} />}
    >
      {({ meta, data }) => {
        const more = pages * NOTIFICATIONS_PER_PAGE < meta.total;
        return (
          <Stack spacing={1.5}>
            {meta.total > 0 && (
              <Button
                variant="outlined"
                size="small"
                // Never disabled (nor while it works), so the focus stays where the user left it.
                aria-disabled={meta.unread === 0 || markAll.isPending}
                aria-busy={markAll.isPending || undefined}
                onClick={() => meta.unread > 0 && !markAll.isPending && markAll.mutate()}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('list.markAll')}
              </Button>
            )}
            <Box component="span" aria-live="polite" sx={visuallyHidden}>
              {markAll.isSuccess ? t('list.markedAll') : ''}
            </Box>
            {meta.total === 0 ? (
              <Typography variant="body2">{t('list.empty')}</Typography>
            ) : (
              <List aria-label={t('list.label')} disablePadding>
                {data.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
                ))}
                {Array.from({ length: pages - 1 }, (_, index) => (
                  <NextPage
                    key={index + 2}
                    page={index + 2}
                    onOpen={onOpen}
                    quiet={quiet}
                    headingLevel={headingLevel}
                    latest={index + 2 === pages}
                  />
                ))}
              </List>
            )}
            {more && (
              <Button onClick={() => setPages((count) => count + 1)} sx={{ alignSelf: 'flex-start' }}>
                {t('list.more')}
              </Button>
            )}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
