import ICAL from 'ical.js';

/** One event of a calendar file as an iCalendar parser reads it. */
export type ReadEvent = {
  uid: string;
  summary: string;
  /** The start and end as instants (UTC ISO), computed by the parser with the file's VTIMEZONE. */
  start: string;
  end: string;
  /** The zone the start was written in (its TZID). */
  zone: string;
  status: string | null;
  description: string | null;
  location: string | null;
  url: string | null;
};

/**
 * Reads a calendar file with an independent iCalendar parser (ical.js), for tests: the parser
 * knows no zone but UTC until the file's own VTIMEZONE components are registered, so a wrong or
 * missing VTIMEZONE shows as a wrong hour.
 */
export function readCalendar(text: string): { zones: string[]; events: ReadEvent[] } {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    const timezone = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(timezone, timezone.tzid);
    return timezone.tzid;
  });
  const string = (component: ICAL.Component, name: string): string | null => {
    const value = component.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid ?? '',
      status: string(component, 'status'),
      description: string(component, 'description'),
      location: string(component, 'location'),
      url: string(component, 'url'),
    };
  });
  return { zones, events };
}
