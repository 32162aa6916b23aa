import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { SCHOOL_TIME_ZONE } from '@cabinet/design-system/format';
import FullCalendar, {
  type CalendarRef,
  type EventClickInfo,
  type EventDisplayInfo,
  type MountInfo,
  type PluginInput,
} from '@fullcalendar/react';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import ukLocale from '@fullcalendar/react/locales/uk';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type CalendarView, libraryView } from '../calendar-view';

/** One item as the grid shows it: its address, colour and accessible name are decided by the page. */
export type CalendarItem = {
  id: string;
  title: string;
  start: string;
  end: string;
  url: string;
  color: string;
  label: string;
};

export type CalendarGridProps = {
  view: CalendarView;
  /** A phone-sized screen: a week stacks its days' items. */
  phone: boolean;
  /** The day shown, `yyyy-MM-dd` in the school's zone. */
  date: string;
  now: Date;
  language: 'uk' | 'en';
  /** The hours of the time grid, `HH:mm:ss`. */
  hours: { min: string; max: string };
  events: CalendarItem[];
  /** The class that sizes a month's items and "more" links as touch targets. */
  targetClass: string;
  /** The class that lets a list item's title wrap on a narrow screen. */
  wrapClass: string;
};

const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * The calendar library's grid, in the school's time zone (its named-zone support), without its own
 * toolbar: the page's buttons and the address drive the view and the day. The views come as
 * plugins, each a chunk of its own, so no single download is large.
 */
export const gridWithViews = (views: PluginInput[]) => {
  // One list for the grid's life: the library compares its options, and a new list is a new option.
  const plugins = [...views, classicThemePlugin];
  return function CalendarGrid({
    view,
    phone,
    date,
    now,
    language,
    hours,
    events,
    targetClass,
    wrapClass,
  }: CalendarGridProps) {
    const { t } = useTranslation('teacherCalendar');
    const navigate = useNavigate();
    const ref = useRef<CalendarRef>(null);

    // The address leads; the calendar follows it (buttons, back and forward, a shared link). At
    // first it already shows the address's view and day (its initial options): no second drawing.
    const shown = useRef({ view, phone, date });
    useEffect(() => {
      const before = shown.current;
      if (before.view === view && before.phone === phone && before.date === date) return;
      shown.current = { view, phone, date };
      ref.current?.getApi().changeView(libraryView(view, phone), date);
    }, [view, phone, date]);

    const calendarEvents = useMemo(
      () =>
        events.map(({ label, color, ...event }) => ({
          ...event,
          color,
          contrastColor: '#ffffff',
          extendedProps: { label },
        })),
      [events],
    );

    const open = ({ event, jsEvent }: EventClickInfo) => {
      // A new tab or window stays the browser's; a plain click or Enter moves within the app.
      if (jsEvent.ctrlKey || jsEvent.metaKey || jsEvent.shiftKey || jsEvent.altKey || jsEvent.button > 0)
        return;
      jsEvent.preventDefault();
      void navigate(event.url);
    };
    const named = ({ el, event }: MountInfo<EventDisplayInfo>) => {
      const anchor = el.closest('a') ?? el.querySelector('a') ?? el;
      anchor.setAttribute('aria-label', String(event.extendedProps.label));
    };

    return (
      <FullCalendar
        ref={ref}
        plugins={plugins}
        initialView={libraryView(view, phone)}
        initialDate={date}
        headerToolbar={false}
        timeZone={SCHOOL_TIME_ZONE}
        locale={language === 'en' ? enGbLocale : ukLocale}
        firstDay={1}
        now={now}
        height="auto"
        headingLevel={3}
        allDaySlot={false}
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        dayMaxEvents={3}
        nowIndicator
        eventTimeFormat={TIME}
        slotHeaderFormat={TIME}
        events={calendarEvents}
        eventClick={open}
        eventDidMount={named}
        noEventsText={t('noEvents')}
        allDayText={t('allDay')}
        moreLinkText={(count) => t('more', { count })}
        moreLinkHint={(count) => t('moreHint', { count })}
        closeHint={t('close')}
        navLinks={false}
        showNonCurrentDates={false}
        rowEventClass={targetClass}
        moreLinkClass={targetClass}
        // A day grid shows items as dotted rows (sized as targets); the list lets long titles wrap.
        listItemEventClass={view === 'list' ? undefined : targetClass}
        listItemEventTitleClass={view === 'list' ? wrapClass : undefined}
      />
    );
  };
};
