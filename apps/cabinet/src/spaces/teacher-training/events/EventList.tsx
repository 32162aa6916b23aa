import { useListEvents } from '@cabinet/api/events';
import type { EventType } from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { EventCard } from '@cabinet/design-system/event-card';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListPager, pageOf } from '../../../shared/ListPager';
import { useNow } from '../../../shared/use-now';
import { eventHref, eventsHref } from './event-kinds';
import { clockStatus, eventTitle, personNames } from './event-texts';
import { inLanguage } from '../../../shared/in-language';
import { QueryContent } from '../../../shared/QueryContent';

const PER_PAGE = 12;

/** The events of one type, coming ones first, each a card that opens the event. */
export function EventList({ type }: { type: EventType }) {
  const { t, i18n } = useTranslation('events');
  const [search] = useSearchParams();
  const now = useNow();
  const events = useListEvents({ type, page: pageOf(search), per_page: PER_PAGE });
  const language = i18n.language;
  return (
    <>
      <PageHeader title={t(`list.title.${type}`)} />
      <QueryContent query={events} empty={<EmptyState kind="noEvents" headingLevel="h2" />}>
        {({ data, meta }) => (
          <>
            <Typography role="status" variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {t('list.total', { count: meta.total })}
            </Typography>
            <CardGrid>
              {data.map((event) => (
                <li key={event.id}>
                  <EventCard
                    type={event.type}
                    title={eventTitle(event, language)}
                    hosts={personNames(event.hosts, language)}
                    speakers={personNames(event.speakers, language)}
                    startsAt={event.starts_at}
                    place={
                      event.format === 'online'
                        ? { format: 'online' }
                        : {
                            format: 'offline',
                            address: inLanguage(event.address ?? '', event.address_en, language),
                          }
                    }
                    status={clockStatus(event, now)}
                    paymentPending={event.status === 'payment_pending'}
                    href={eventHref(event.type, event.id)}
                    headingLevel={2}
                  />
                </li>
              ))}
            </CardGrid>
            <ListPager
              meta={meta}
              href={(next) => `${eventsHref(type)}?page=${next}`}
              label={t('list.pagerLabel')}
            />
          </>
        )}
      </QueryContent>
    </>
  );
}
