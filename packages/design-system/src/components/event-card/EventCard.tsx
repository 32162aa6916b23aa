import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatEventTime } from '../../format';
import {
  CardFrame,
  CardTitle,
  Fact,
  Facts,
  type HeadingLevel,
  joinNames,
  useCardText,
} from '../../internal/card-parts';
import { StatusBadge } from '../status-badge';

export type EventType = 'webinar' | 'conference' | 'workshop';
export type EventStatus = 'waiting_to_start' | 'in_progress' | 'ended';

/** Where the event happens: online, or at an address. */
export type EventPlace = { format: 'online' } | { format: 'offline'; address: string };

export type EventCardProps = {
  type: EventType;
  title: string;
  hosts: readonly string[];
  speakers: readonly string[];
  /** The start (ISO 8601 with offset); shown in UTC+2. */
  startsAt: string;
  place: EventPlace;
  status: EventStatus;
  /** The participant has not paid yet. */
  paymentPending?: boolean | undefined;
  /** The event's page. */
  href: string;
  headingLevel?: HeadingLevel;
};

/** A teacher-training event: webinar, conference or workshop. */
export function EventCard({
  type,
  title,
  hosts,
  speakers,
  startsAt,
  place,
  status,
  paymentPending = false,
  href,
  headingLevel = 3,
}: EventCardProps) {
  const { t, language } = useCardText();
  const titleId = useId();
  const k = (key: string) => `cards.eventCard.${key}`;
  return (
    <CardFrame titleId={titleId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary', fontWeight: 500 }}>
          {t(k(`type.${type}`))}
        </Typography>
        <StatusBadge vocabulary="event" value={status} />
        {paymentPending ? <StatusBadge vocabulary="event" value="payment_pending" /> : null}
      </Stack>
      <CardTitle id={titleId} level={headingLevel} href={href}>
        {title}
      </CardTitle>
      <Facts>
        <Fact label={t(k('when'))}>{formatEventTime(startsAt, language)}</Fact>
        <Fact label={t(k('where'))}>
          {place.format === 'online' ? t('cards.common.format.online') : place.address}
        </Fact>
        {hosts.length > 0 ? (
          <Fact label={t(k('hosts'), { count: hosts.length })}>{joinNames(hosts, language)}</Fact>
        ) : null}
        {speakers.length > 0 ? (
          <Fact label={t(k('speakers'), { count: speakers.length })}>{joinNames(speakers, language)}</Fact>
        ) : null}
      </Facts>
    </CardFrame>
  );
}
