import type { EventType, LearningFormat } from '../../generated/model';
import { now } from '../../time/clock';
import { addEventMinutes, atEventTime, eventDateOf, eventHourStartOf } from '../../time/event-time';
import { shiftDate } from '../../time/school-time';
import { text } from '../scenarios/hostile';
import { EVENT_ADDRESS, EVENT_DESCRIPTIONS, EVENT_TOPICS, SCHEDULE_PARTS } from './event-texts';
import { createTable } from './table';
import { ukrainianName } from './world/names';
import { type Random, randomFor } from './world/random';

export type EventPersonRow = { name: string; name_en: string };
export type EventScheduleRow = { starts_at: string; ends_at: string; title: string; title_en: string };

/**
 * How the seed involves an event with the demo trainee and its seats: the trainee's free place, a
 * place waiting for payment, an ended event whose test is open, one whose certificate is earned;
 * or an event filled up by others.
 */
export type EventSeedRole =
  'trainee_free' | 'trainee_pending' | 'trainee_test_open' | 'trainee_certificate' | 'full' | null;

/** A teacher-training event (webinar, conference, workshop); every time is in UTC+2. */
export type EventRow = {
  id: number;
  type: EventType;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  hosts: EventPersonRow[];
  speakers: EventPersonRow[];
  starts_at: string;
  ends_at: string;
  schedule: EventScheduleRow[];
  format: LearningFormat;
  online_link: string | null;
  address: string | null;
  address_en: string | null;
  /** UAH; 0 is a free event. */
  price: number;
  seats_total: number;
  enabled: boolean;
  /** The recording of an ended event, if one was made. */
  video_url: string | null;
  seeded_as: EventSeedRole;
};

/** One seeded event: days from today (or `now` for one running now), its price, seats and role. */
type Spec = {
  day: number | 'now';
  time: string;
  minutes: number;
  price: number;
  seats: number;
  format: LearningFormat;
  enabled?: false;
  video?: true;
  role?: EventSeedRole;
};

const SPECS: Record<EventType, readonly Spec[]> = {
  webinar: [
    { day: 'now', time: '', minutes: 180, price: 0, seats: 200, format: 'online', role: 'trainee_free' },
    { day: 2, time: '18:00', minutes: 90, price: 0, seats: 150, format: 'online' },
    { day: 5, time: '18:30', minutes: 90, price: 300, seats: 100, format: 'online' },
    { day: 7, time: '19:00', minutes: 60, price: 0, seats: 3, format: 'online', role: 'full' },
    { day: 9, time: '18:00', minutes: 60, price: 0, seats: 100, format: 'online', enabled: false },
    {
      day: -14,
      time: '18:00',
      minutes: 90,
      price: 0,
      seats: 150,
      format: 'online',
      video: true,
      role: 'trainee_test_open',
    },
    { day: -30, time: '18:00', minutes: 90, price: 0, seats: 150, format: 'online', video: true },
  ],
  conference: [
    {
      day: 10,
      time: '10:00',
      minutes: 420,
      price: 900,
      seats: 120,
      format: 'offline',
      role: 'trainee_pending',
    },
    { day: 20, time: '10:00', minutes: 360, price: 1200, seats: 200, format: 'offline' },
    { day: 4, time: '11:00', minutes: 300, price: 700, seats: 2, format: 'offline', role: 'full' },
    { day: 12, time: '10:00', minutes: 300, price: 800, seats: 80, format: 'online', enabled: false },
    { day: -21, time: '10:00', minutes: 420, price: 900, seats: 120, format: 'offline', video: true },
    { day: -60, time: '10:00', minutes: 360, price: 0, seats: 300, format: 'online', video: true },
  ],
  workshop: [
    { day: 3, time: '17:00', minutes: 120, price: 450, seats: 16, format: 'offline' },
    { day: 6, time: '18:00', minutes: 120, price: 0, seats: 20, format: 'online' },
    { day: 8, time: '17:00', minutes: 120, price: 450, seats: 2, format: 'offline', role: 'full' },
    { day: 11, time: '17:00', minutes: 120, price: 0, seats: 20, format: 'offline', enabled: false },
    {
      day: -10,
      time: '17:00',
      minutes: 120,
      price: 0,
      seats: 20,
      format: 'online',
      video: true,
      role: 'trainee_certificate',
    },
    { day: -40, time: '17:00', minutes: 120, price: 450, seats: 16, format: 'offline', video: true },
  ],
};

const TYPES: readonly EventType[] = ['webinar', 'conference', 'workshop'];

const person = (random: Random): EventPersonRow => {
  const { name, nameEn } = ukrainianName(random);
  return { name: text(name), name_en: text(nameEn) };
};

/** The programme: the event's time split into its parts, one per hour or so (two to four). */
function scheduleOf(startsAt: string, minutes: number): EventScheduleRow[] {
  const parts = Math.min(SCHEDULE_PARTS.length, Math.max(2, Math.round(minutes / 60)));
  const step = Math.floor(minutes / parts);
  return SCHEDULE_PARTS.slice(0, parts).map(([title, titleEn], index) => ({
    starts_at: addEventMinutes(startsAt, index * step),
    ends_at: addEventMinutes(startsAt, index === parts - 1 ? minutes : (index + 1) * step),
    title: text(title),
    title_en: text(titleEn),
  }));
}

function drawEvent(random: Random, type: EventType, spec: Spec, index: number, today: string) {
  const [title, titleEn] = EVENT_TOPICS[type][index % EVENT_TOPICS[type].length] as readonly [string, string];
  const [description, descriptionEn] = EVENT_DESCRIPTIONS[type];
  const startsAt =
    spec.day === 'now' ? eventHourStartOf(now()) : atEventTime(shiftDate(today, spec.day), spec.time);
  const online = spec.format === 'online';
  return {
    type,
    title: text(title),
    title_en: text(titleEn),
    description: text(description),
    description_en: text(descriptionEn),
    hosts: [person(random)],
    speakers: Array.from({ length: random.int(1, 3) }, () => person(random)),
    starts_at: startsAt,
    ends_at: addEventMinutes(startsAt, spec.minutes),
    schedule: scheduleOf(startsAt, spec.minutes),
    format: spec.format,
    online_link: online ? `https://zoom.us/j/${random.int(81000, 89999)}${random.int(10000, 99999)}` : null,
    address: online ? null : text(EVENT_ADDRESS[0]),
    address_en: online ? null : text(EVENT_ADDRESS[1]),
    price: spec.price,
    seats_total: spec.seats,
    enabled: spec.enabled ?? true,
    video_url: null as string | null,
    seeded_as: spec.role ?? null,
  };
}

/** The seeded events: each type's running, upcoming (free, paid, full, disabled) and ended ones. */
export const events = createTable<EventRow>('events', () => {
  const random = randomFor('events');
  const today = eventDateOf(now());
  let id = 0;
  return TYPES.flatMap((type) =>
    SPECS[type].map((spec, index) => {
      const row = { ...drawEvent(random, type, spec, index, today), id: ++id };
      if (spec.video) row.video_url = `https://media.school.example.org/events/${row.id}.mp4`;
      return row;
    }),
  );
});
