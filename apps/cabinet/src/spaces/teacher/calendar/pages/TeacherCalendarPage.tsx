import { useListCalendarEvents } from '@cabinet/api/calendar';
import type { CalendarEvent, CalendarEventKind } from '@cabinet/api/model';
import { SCHOOL_TIME_ZONE, isSchoolZone, schoolToday, viewerTimeZone } from '@cabinet/api/time';
import { toLanguage } from '@cabinet/design-system/format';
import { PageHeader } from '@cabinet/design-system/page-header';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { CalendarItem } from './CalendarGrid';
import { PageError } from '../../../../shared/PageError';
import { PageLoading } from '../../../../shared/PageLoading';
import { schoolAndViewerTimes } from '../../../../shared/school-time';
import { useNow } from '../../../../shared/use-now';
import {
  CALENDAR_VIEWS,
  type CalendarView,
  calendarQuery,
  eventHref,
  rangeTitle,
  readCalendarQuery,
  stepDate,
  visibleRange,
} from '../calendar-view';

/** Each kind's colour: dark enough for white text (WCAG AA), and the kind is in the text too. */
const KIND_COLOR: Record<CalendarEventKind, string> = {
  group_lesson: '#1565c0',
  individual_lesson: '#2e7d32',
  club: '#7b1fa2',
  substitution: '#b23c17',
};
/** The grid and its views load after the page, each a chunk of its own. */
const CalendarGrid = lazy(() =>
  Promise.all([
    import('./CalendarGrid'),
    import('@fullcalendar/react/daygrid'),
    import('@fullcalendar/react/timegrid'),
    import('@fullcalendar/react/list'),
  ]).then(([grid, dayGrid, timeGrid, list]) => ({
    default: grid.gridWithViews([dayGrid.default, timeGrid.default, list.default]),
  })),
);
const KINDS = Object.keys(KIND_COLOR) as CalendarEventKind[];
/** The class the page gives each item and "more" link, to size them as touch targets. */
const TARGET = 'teacher-calendar-target';
/** The class that lets a list item's title wrap rather than be cut on a phone. */
const WRAP = 'teacher-calendar-wrap';

/** The hours the time grid shows: the school day, widened to hold every item of the range. */
function hoursOf(events: readonly CalendarEvent[]): { min: string; max: string } {
  const hour = (iso: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: SCHOOL_TIME_ZONE,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso)),
    );
  let min = 8;
  let max = 21;
  for (const event of events) {
    min = Math.min(min, hour(event.starts_at));
    max = Math.max(max, hour(event.ends_at) + 1);
  }
  const pad = (value: number) => `${String(Math.min(value, 24)).padStart(2, '0')}:00:00`;
  return { min: pad(min), max: pad(max) };
}

/** The teacher's calendar (the teacher's landing page): lessons, clubs, substitutions. */
export function TeacherCalendarPage() {
  const { t, i18n } = useTranslation('teacherCalendar');
  const language = toLanguage(i18n.language);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const now = useNow();
  const today = schoolToday(now);
  const [search, setSearch] = useSearchParams();
  const { view, date } = readCalendarQuery(search, today, phone);
  const range = visibleRange(view, date);
  const calendar = useListCalendarEvents(range, { query: { placeholderData: keepPreviousData } });

  const go = (nextView: CalendarView, nextDate: string) => setSearch(calendarQuery(nextView, nextDate));
  const items = useMemo(() => calendar.data?.data ?? [], [calendar.data]);
  const zone = viewerTimeZone();

  // The items as the grid shows them, made again only when the answer or the language changes:
  // the grid compares what it is given, and names and times are formatted once per item.
  const events = useMemo((): CalendarItem[] => {
    const label = (event: CalendarEvent) => {
      const kind = t(`kinds.${event.kind}`);
      const title = language === 'en' ? event.title_en : event.title;
      const name =
        event.lesson_number === null
          ? title
          : `${title}, ${t('lessonNumber', { number: event.lesson_number })}`;
      const times = schoolAndViewerTimes(event.starts_at, event.ends_at, language, zone);
      return times.viewer === null
        ? t('event.label', { kind, title: name, time: times.school })
        : t('event.labelWithViewer', { kind, title: name, time: times.school, viewer: times.viewer });
    };
    return items.map((event) => ({
      id: event.id,
      title: `${t(`kinds.${event.kind}`)} · ${language === 'en' ? event.title_en : event.title}`,
      start: event.starts_at,
      end: event.ends_at,
      url: eventHref(event),
      color: KIND_COLOR[event.kind],
      label: label(event),
    }));
  }, [items, language, t, zone]);

  return (
    <>
      <PageHeader title={t('title')} />
      <Box
        role="group"
        aria-label={t('toolbar.label')}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 1,
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('toolbar.views')}
          onChange={(_event, next: CalendarView | null) => {
            if (next) go(next, date);
          }}
        >
          {CALENDAR_VIEWS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ minWidth: 64 }}>
              {t(`views.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box
          role="group"
          aria-label={t('toolbar.navigation')}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <IconButton
            aria-label={t(`toolbar.previous.${view}`)}
            onClick={() => go(view, stepDate(view, date, -1))}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Button variant="outlined" size="small" disabled={date === today} onClick={() => go(view, today)}>
            {t('toolbar.today')}
          </Button>
          <IconButton
            aria-label={t(`toolbar.next.${view}`)}
            onClick={() => go(view, stepDate(view, date, 1))}
          >
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
      <Typography
        component="h2"
        variant="h5"
        aria-live="polite"
        sx={{ mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {rangeTitle(view, date, language)}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: isSchoolZone(zone) ? 2 : 0 }}>
        {t('zone.school')}
      </Typography>
      {isSchoolZone(zone) ? null : (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('zone.viewer', { zone })}</Typography>
      )}
      <Box
        component="ul"
        aria-label={t('legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 2, listStyle: 'none' }}
      >
        {KINDS.map((kind) => (
          <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: KIND_COLOR[kind] }} />
            <Typography variant="body2">{t(`kinds.${kind}`)}</Typography>
          </Box>
        ))}
      </Box>
      {calendar.isError && !calendar.data ? (
        <PageError error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : calendar.isPending ? (
        <PageLoading />
      ) : (
        <>
          {items.length === 0 ? (
            <Typography role="status" sx={{ mb: 2 }}>
              {t('empty')}
            </Typography>
          ) : null}
          <Box
            aria-busy={calendar.isFetching}
            sx={{
              '& a': { textDecoration: 'none' },
              // Every item and "more" link is a touch target of at least 24 px (WCAG 2.2 target size).
              [`& .${TARGET}`]: {
                minHeight: 24,
                minWidth: 24,
                flexShrink: 0,
                display: 'flex',
                alignItems: 'center',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
              },
              [`& .${WRAP}`]: { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 0 },
            }}
          >
            <Suspense fallback={<PageLoading />}>
              <CalendarGrid
                view={view}
                phone={phone}
                date={date}
                now={now}
                language={language}
                hours={hoursOf(items)}
                events={events}
                targetClass={TARGET}
                wrapClass={WRAP}
              />
            </Suspense>
          </Box>
        </>
      )}
    </>
  );
}
