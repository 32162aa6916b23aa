import { useGetEvent } from '@cabinet/api/events';
import type { EventType } from '@cabinet/api/model';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { EVENT_TABS, type EventTab, eventHref, eventsHref } from './event-kinds';
import { eventTitle } from './event-texts';
import { EventCertificate } from './EventCertificate';
import { EventInfo } from './EventInfo';
import { EventVideo } from './EventVideo';
import { QueryContent } from '../../../shared/QueryContent';

/** An event's page: crumbs, its title, the tabs info, video and certificate, and the tab's body. */
export function EventDetails({ type, eventId, tab }: { type: EventType; eventId: number; tab: EventTab }) {
  const { t, i18n } = useTranslation('events');
  const event = useGetEvent(eventId);
  return (
    <QueryContent query={event} headingLevel={1}>
      {({ data }) => {
        const title = eventTitle(data, i18n.language);
        return (
          <>
            <PageHeader
              title={title}
              breadcrumbs={[{ label: t(`list.title.${type}`), href: eventsHref(type) }, { label: title }]}
              tabsLabel={t('tabs.label')}
              tabs={EVENT_TABS.map((each) => ({
                label: t(`tabs.${each}`),
                href: eventHref(type, eventId, each),
                current: each === tab,
              }))}
            />
            {tab === 'info' ? <EventInfo event={data} /> : null}
            {tab === 'video' ? <EventVideo event={data} /> : null}
            {tab === 'certificate' ? <EventCertificate event={data} /> : null}
          </>
        );
      }}
    </QueryContent>
  );
}
