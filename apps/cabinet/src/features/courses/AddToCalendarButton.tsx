import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildLessonCalendar, downloadCalendar } from './lesson-calendar';
import { type LessonPlace, lessonCalendarEvent } from './lesson-event';

type AddToCalendarButtonProps = {
  lesson: { id: number; number: number; starts_at: string; ends_at: string };
  /** The lesson's heading ("Заняття 12. Present Perfect"), also its name for screen readers. */
  title: string;
  courseName: string;
  place: LessonPlace;
  /** The lesson's page in the cabinet (a path of this app or an absolute address). */
  pageHref: string;
};

/** Saves the lesson as an .ics file with the school's time zone, for the viewer's calendar. */
export function AddToCalendarButton({
  lesson,
  title,
  courseName,
  place,
  pageHref,
}: AddToCalendarButtonProps) {
  const { t } = useTranslation('courses');
  const [failed, setFailed] = useState(false);
  const save = () => {
    const event = lessonCalendarEvent({
      lesson,
      summary: `${courseName} · ${title}`,
      place,
      labels: {
        zoom: t('calendar.zoom'),
        zoomId: t('place.zoomId'),
        passcode: t('place.passcode'),
        room: t('place.room'),
        page: t('calendar.page'),
      },
      url: new URL(pageHref, window.location.origin).toString(),
      host: window.location.hostname,
    });
    setFailed(false);
    void buildLessonCalendar(event).then(
      (file) => downloadCalendar(`lesson-${lesson.number}.ics`, file),
      () => setFailed(true),
    );
  };
  return (
    <Stack spacing={0.5} sx={{ alignSelf: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={save} sx={{ alignSelf: 'flex-start' }}>
        {t('calendar.add')}
        <Box component="span" sx={visuallyHidden}>{`: ${title}`}</Box>
      </Button>
      {/* The calendar writer loads on the first save: a failed load (offline) is said, not lost. */}
      <Box component="span" role="status" sx={{ typography: 'body2', color: 'error.main' }}>
        {failed ? t('calendar.failed') : ''}
      </Box>
    </Stack>
  );
}
