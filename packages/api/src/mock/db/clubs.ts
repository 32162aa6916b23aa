import { text } from '../scenarios/hostile';
import { CLUB_LEVELS, CLUB_TOPICS, CLUB_TYPES, type ClubType, clubDescription } from './clubs-topics';
import type { LearningFormat } from './courses';
import type { Level } from './programs';
import { createTable } from './table';
import { DEMO, generatedPeople, teacherIds } from './world/people';
import { type Random, randomFor } from './world/random';
import { addMinutesIso, atSchoolTime, schoolToday, shiftDate, weekdayOf } from '../../time/school-time';
import { schoolSize } from './world/size';

export type { ClubType } from './clubs-topics';

/** A club meeting of the school; seats left and the viewer's place come from the bookings. */
export type ClubRow = {
  id: number;
  type: ClubType;
  format: LearningFormat;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  level: Level;
  starts_at: string;
  ends_at: string;
  teacher_id: number;
  room_number: string | null;
  zoom_link: string | null;
  meeting_id: string | null;
  passcode: string | null;
  seats_total: number;
  /** UAH for a paid place. */
  price: number;
  enabled: boolean;
  /** Seeding only: the club the seed fills up (`full`) or keeps open for the demo student's free club (`demo_free`). */
  seeded_as: 'full' | 'demo_free' | null;
};

/** Where offline clubs meet. */
export const SCHOOL_ADDRESS = {
  uk: 'вул. Велика Васильківська, 72, Київ',
  en: '72 Velyka Vasylkivska St, Kyiv',
};

/** Seeded clubs run from six weeks ago to four weeks ahead. */
export const CLUB_WEEKS = { from: -6, to: 4 };

const ADULT_TIMES = ['10:00', '12:00', '18:00', '19:00', '19:30'];
const YOUNG_TIMES = ['15:00', '16:30', '17:00'];

/** The Monday of the school week `offset` weeks from this one. */
export const mondayOfWeek = (offset: number, today = schoolToday()): string =>
  shiftDate(today, 1 - weekdayOf(today) + 7 * offset);

function drawClub(random: Random, type: ClubType, date: string, teacherId: number): Omit<ClubRow, 'id'> {
  const [name, nameEn] = random.pick(CLUB_TOPICS[type]);
  const level = random.pick(CLUB_LEVELS[type]);
  const online = random.chance(0.55);
  const time = random.pick(type === 'kids' || type === 'teen' ? YOUNG_TIMES : ADULT_TIMES);
  const startsAt = atSchoolTime(date, time);
  const [description, descriptionEn] = clubDescription(type, level);
  return {
    type,
    format: online ? 'online' : 'offline',
    name: text(name),
    name_en: text(nameEn),
    description: text(description),
    description_en: text(descriptionEn),
    level,
    starts_at: startsAt,
    ends_at: addMinutesIso(startsAt, type === 'movie' ? 120 : 60),
    teacher_id: teacherId,
    room_number: online ? null : String(random.int(101, 312)),
    zoom_link: online ? `https://zoom.us/j/${random.int(81000, 89999)}${random.int(10000, 99999)}` : null,
    meeting_id: online ? `${random.int(810, 899)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}` : null,
    passcode: online ? random.int(100000, 999999).toString(36) : null,
    seats_total: online ? random.int(8, 12) : random.int(6, 10),
    price: 150 + 50 * random.int(0, 4),
    enabled: random.chance(0.9),
    seeded_as: null,
  };
}

/**
 * About eight clubs a week (times the school's scale) of every type, both formats, some
 * disabled. Next week holds two open speaking clubs kept for the demo student's free club, and
 * tomorrow a speaking club the bookings fill up, so a full club is always in the coming week.
 */
function seedClubs(): ClubRow[] {
  const random = randomFor('clubs');
  const { clubsPerWeek } = schoolSize();
  const staff = teacherIds(generatedPeople());
  const today = schoolToday();
  const rows: Omit<ClubRow, 'id'>[] = [];
  for (let week = CLUB_WEEKS.from; week <= CLUB_WEEKS.to; week++) {
    const monday = mondayOfWeek(week, today);
    for (let i = 0; i < clubsPerWeek; i++) {
      const type = CLUB_TYPES[(i + week + 48) % CLUB_TYPES.length] as ClubType;
      const teacher = i % 4 === 0 ? DEMO.teacher() : random.pick(staff);
      rows.push(drawClub(random, type, shiftDate(monday, random.int(0, 5)), teacher));
    }
  }
  const nextMonday = mondayOfWeek(1, today);
  for (const [offset, time] of [
    [1, '18:00'],
    [3, '19:00'],
  ] as const) {
    const club = drawClub(random, 'speaking', nextMonday, DEMO.teacher());
    const startsAt = atSchoolTime(shiftDate(nextMonday, offset), time);
    rows.push({
      ...club,
      starts_at: startsAt,
      ends_at: addMinutesIso(startsAt, 60),
      seats_total: 12,
      enabled: true,
      seeded_as: 'demo_free',
    });
  }
  const full = drawClub(random, 'speaking', today, DEMO.dos());
  const fullStartsAt = atSchoolTime(shiftDate(today, 1), '19:00');
  rows.push({
    ...full,
    starts_at: fullStartsAt,
    ends_at: addMinutesIso(fullStartsAt, 60),
    seats_total: 8,
    enabled: true,
    seeded_as: 'full',
  });
  rows.sort((a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime());
  return [...rows, ...corporateTeacherClubs(today)].map((row, index) => ({ ...row, id: index + 1 }));
}

/**
 * The clubs the corporate teacher leads: a business club that ended two weeks ago and one next
 * week. They come after the school's clubs, from a stream of their own, so those keep their ids.
 */
function corporateTeacherClubs(today: string): Omit<ClubRow, 'id'>[] {
  const random = randomFor('clubs-corporate-teacher');
  const teacher = DEMO.corporateTeacher();
  const slots: readonly (readonly [week: number, day: number])[] = [
    [-2, 3],
    [1, 2],
  ];
  return slots.map(([week, day]) => {
    const club = drawClub(random, 'business', today, teacher);
    const startsAt = atSchoolTime(shiftDate(mondayOfWeek(week, today), day), '18:00');
    return { ...club, starts_at: startsAt, ends_at: addMinutesIso(startsAt, 60), enabled: true };
  });
}

export const clubs = createTable<ClubRow>('clubs', seedClubs);
