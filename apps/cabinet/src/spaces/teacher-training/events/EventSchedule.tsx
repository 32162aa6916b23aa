import type { Event } from '@cabinet/api/model';
import { EVENT_TIME_ZONE } from '@cabinet/design-system/format';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../../shared/school-time';
import { inLanguage, languageOf } from '../../../shared/in-language';

/** The event's programme in UTC+2 and, where the viewer's zone shows other times, in theirs too. */
export function EventSchedule({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const language = languageOf(i18n.language);
  return (
    <section aria-labelledby="event-schedule">
      <Typography id="event-schedule" component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {t('info.schedule')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('info.scheduleZone')}
      </Typography>
      <Typography component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
        {event.schedule.map((item) => {
          const times = schoolAndViewerTimes(
            item.starts_at,
            item.ends_at,
            language,
            undefined,
            EVENT_TIME_ZONE,
          );
          return (
            <li key={item.starts_at}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {times.school}
              </Typography>{' '}
              — {inLanguage(item.title, item.title_en, language)}
              {times.viewer ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {t('info.scheduleViewer', { time: times.viewer })}
                </Typography>
              ) : null}
            </li>
          );
        })}
      </Typography>
    </section>
  );
}
