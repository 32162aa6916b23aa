import type { Lesson } from '@cabinet/api/model';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../courses/parts';

/** A value with a button that copies it; the result is announced. */
function Copyable({ value, name }: { value: string; name: string }) {
  const { t } = useTranslation('lessonTeaching');
  const [news, setNews] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setNews(t('zoom.copied', { name }));
    } catch {
      setNews(t('zoom.copyFailed'));
    }
  };
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Box component="span" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
        {value}
      </Box>
      <Button size="small" variant="outlined" onClick={() => void copy()}>
        {t('zoom.copy')}
        <Box component="span" sx={visuallyHidden}>{` ${name}`}</Box>
      </Button>
      <Box component="span" role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {news}
      </Box>
    </Stack>
  );
}

/** Where the group meets: the Zoom link, meeting ID and passcode (each copyable), or the room for an offline group. */
export function ZoomInfo({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessonTeaching');
  return (
    <Section title={t('zoom.title')}>
      {lesson.zoom_link ? (
        <Facts>
          <Fact label={t('zoom.link')}>
            <Stack spacing={0.5}>
              <ExternalLink href={lesson.zoom_link}>{t('zoom.join')}</ExternalLink>
              <Copyable value={lesson.zoom_link} name={t('zoom.link')} />
            </Stack>
          </Fact>
          <Fact label={t('zoom.meetingId')}>
            {lesson.zoom_id ? <Copyable value={lesson.zoom_id} name={t('zoom.meetingId')} /> : t('zoom.none')}
          </Fact>
          <Fact label={t('zoom.passcode')}>
            {lesson.zoom_passcode ? (
              <Copyable value={lesson.zoom_passcode} name={t('zoom.passcode')} />
            ) : (
              t('zoom.none')
            )}
          </Fact>
        </Facts>
      ) : (
        <Typography variant="body2">
          {t('zoom.offline', { room: lesson.room ?? t('facts.roomLater') })}
        </Typography>
      )}
    </Section>
  );
}
