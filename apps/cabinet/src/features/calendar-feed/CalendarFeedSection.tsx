import {
  getListCalendarFeedsQueryKey,
  useListCalendarFeeds,
  useRotateCalendarFeed,
} from '@cabinet/api/calendar';
import type { CalendarFeed } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { CalendarFeedRow } from './CalendarFeedRow';
import { QueryContent } from '../../shared/QueryContent';

/**
 * The viewer's calendar subscription: their private feed address (and a parent's, one per child)
 * to copy or add to Google, Apple or Outlook calendars, and a new address on request, after which
 * the old one stops working (docs/rules-and-limits.md, "Calendar feed").
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation('calendarFeed');
  const feeds = useListCalendarFeeds();
  const rotate = useRotateCalendarFeed({ request: { silent: true } });
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<CalendarFeed | null>(null);
  const [done, setDone] = useState('');
  const english = i18n.language === 'en';

  const confirm = () => {
    if (!asked) return;
    rotate.mutate(
      { data: { student_id: asked.student_id } },
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: getListCalendarFeedsQueryKey() });
          setAsked(null);
          setDone(t('rotated'));
        },
      },
    );
  };
  const close = () => {
    setAsked(null);
    rotate.reset();
  };

  return (
    <QueryContent query={feeds} headingLevel={3} loading={<ListSkeleton rows={2} label={t('loading')} />}>
      {({ data: list }) => {
        const several = list.length > 1;
        return (
          <Stack spacing={2}>
            {list.map((feed, index) => (
              <Fragment key={feed.student_id ?? 'own'}>
                {index > 0 && <Divider />}
                <CalendarFeedRow
                  feed={feed}
                  heading={
                    several
                      ? feed.student_id === null
                        ? t('yours')
                        : english
                          ? feed.name_en
                          : feed.name
                      : undefined
                  }
                  onRotate={() => {
                    setDone('');
                    setAsked(feed);
                  }}
                />
              </Fragment>
            ))}
            <div role="status">{done && <Alert severity="success">{done}</Alert>}</div>
            <ConfirmDialog
              open={asked !== null}
              title={t('confirm.title')}
              text={t('confirm.text')}
              confirmLabel={t('confirm.yes')}
              tone="danger"
              busy={rotate.isPending}
              error={rotate.isError ? errorMessage(rotate.error) : undefined}
              onConfirm={confirm}
              onClose={close}
            />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
