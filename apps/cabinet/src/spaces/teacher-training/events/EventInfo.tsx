import type { Event } from '@cabinet/api/model';
import { EVENT_TIME_ZONE } from '@cabinet/design-system/format';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatMoney } from '@cabinet/design-system/format';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../../shared/school-time';
import { EventRegister } from './EventRegister';
import { EventSchedule } from './EventSchedule';
import { personNames } from './event-texts';
import { inLanguage, languageOf } from '../../../shared/in-language';

/** The event's info tab: what it is, when (UTC+2 and the viewer's time), where, price, seats, people, programme. */
export function EventInfo({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const language = languageOf(i18n.language);
  const when = schoolAndViewerTimes(event.starts_at, event.ends_at, language, undefined, EVENT_TIME_ZONE);
  const hosts = personNames(event.hosts, language);
  const speakers = personNames(event.speakers, language);
  return (
    <Stack spacing={3}>
      <section aria-labelledby="event-about">
        <Typography id="event-about" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('info.about')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {inLanguage(event.description, event.description_en, language)}
        </Typography>
        <Facts>
          <Fact label={t('info.when')}>{`${when.school} (UTC+2)`}</Fact>
          {when.viewer ? <Fact label={t('info.whenViewer')}>{when.viewer}</Fact> : null}
          <Fact label={t('info.where')}>
            {event.format === 'online' ? (
              event.online_link ? (
                <Link href={event.online_link} target="_blank" rel="noopener noreferrer">
                  {t('info.onlineLink')}
                </Link>
              ) : (
                `${t('info.online')}. ${t('info.onlineLinkLater')}`
              )
            ) : (
              inLanguage(event.address ?? '', event.address_en, language)
            )}
          </Fact>
          <Fact label={t('info.price')}>
            {event.price === 0 ? t('info.free') : formatMoney(event.price, language)}
          </Fact>
          <Fact label={t('info.seats')}>
            {t('info.seatsLeft', { count: event.seats_left, total: event.seats_total })}
          </Fact>
          {hosts.length > 0 ? <Fact label={t('info.hosts')}>{hosts.join(', ')}</Fact> : null}
          {speakers.length > 0 ? <Fact label={t('info.speakers')}>{speakers.join(', ')}</Fact> : null}
        </Facts>
        <EventSchedule event={event} />
      </section>
      <EventRegister event={event} />
    </Stack>
  );
}
