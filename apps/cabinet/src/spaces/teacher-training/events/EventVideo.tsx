import { useGetEventVideo } from '@cabinet/api/events';
import type { Event } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CaptionTracks } from '../../../features/video-courses/CaptionTracks';
import { eventTitle } from './event-texts';
import { QueryContent } from '../../../shared/QueryContent';

const holdsPlace = (event: Event) =>
  event.registration?.status === 'free' || event.registration?.status === 'paid';

/** The video tab: the recording of an ended event for its participants, else why there is none. */
export function EventVideo({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  let body;
  if (!event.video_available) {
    body = <Alert severity="info">{t(event.status === 'ended' ? 'video.none' : 'video.notYet')}</Alert>;
  } else if (!holdsPlace(event)) body = <Alert severity="info">{t('video.forParticipants')}</Alert>;
  else body = <Recording event={event} />;
  return (
    <Stack component="section" aria-labelledby="event-video" spacing={2}>
      <Typography id="event-video" component="h2" variant="h6">
        {t('video.title')}
      </Typography>
      {body}
    </Stack>
  );
}

function Recording({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('events');
  const video = useGetEventVideo(event.id);
  return (
    <QueryContent query={video} headingLevel={3}>
      {({ data }) => {
        const { url, mime_type: type, captions } = data;
        return (
          <>
            <Box
              component="video"
              controls
              preload="none"
              aria-label={eventTitle(event, i18n.language)}
              sx={{
                width: '100%',
                maxWidth: 960,
                aspectRatio: '16 / 9',
                bgcolor: 'common.black',
                borderRadius: 1,
              }}
            >
              <source src={url} type={type} />
              <CaptionTracks
                captions={captions}
                label={(language) => (language === 'en' ? 'English' : 'Українська')}
              />
              {t('video.unsupported')}
            </Box>
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {t('video.download')}
            </Link>
          </>
        );
      }}
    </QueryContent>
  );
}
