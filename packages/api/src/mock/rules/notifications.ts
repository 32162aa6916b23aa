import type {
  NotificationEmailFrequency,
  NotificationPreference,
  NotificationType,
  Space,
} from '../../generated/model';
import { NotificationType as TYPES } from '../../generated/model';
import { atSchoolTime, schoolToday, shiftDate } from '../../time/school-time';

/**
 * Who hears of what, and how (docs/rules-and-limits.md#notifications): the kinds each space
 * receives, the defaults of each space, and what a daily digest collects. Pure functions.
 */

export const NOTIFICATION_TYPES = Object.values(TYPES);

const LEARNING: NotificationType[] = [
  'task_returned',
  'task_graded',
  'test_appointed',
  'test_result',
  'lesson_moved',
  'lesson_cancelled',
  'lesson_substituted',
  'feedback_sent',
  'subscription_renewing',
];
const TEACHING: NotificationType[] = [
  'lesson_moved',
  'lesson_cancelled',
  'lesson_substituted',
  'feedback_reopened',
  'substitution_answered',
];
const PLACEMENT: NotificationType[] = ['placement_assigned', 'placement_result'];

/** The kinds of notification each space receives. */
export const TYPES_OF_SPACE: Record<Space, readonly NotificationType[]> = {
  student: [...LEARNING, 'club_seat_freed', 'club_booked', ...PLACEMENT],
  corporate_student: [...LEARNING, 'club_seat_freed', 'club_booked', ...PLACEMENT],
  responsible_person: [
    'task_graded',
    'test_result',
    'lesson_moved',
    'lesson_cancelled',
    'lesson_substituted',
    'feedback_sent',
    'club_booked',
    'subscription_renewing',
  ],
  student_teacher_training: [
    'task_returned',
    'task_graded',
    'lesson_moved',
    'lesson_cancelled',
    'lesson_substituted',
    'event_starting',
    'subscription_renewing',
  ],
  teacher: TEACHING,
  corporate_teacher: TEACHING,
  tutor: TEACHING,
  dos: TEACHING,
  corporate_hr: ['placement_result', 'subscription_renewing'],
  pretest: PLACEMENT,
  no_space: ['event_starting', 'subscription_renewing'],
};

/** The kinds a user of these spaces receives, in the contract's order. */
export const typesFor = (spaces: readonly Space[]): NotificationType[] => {
  const own = new Set(spaces.flatMap((space) => TYPES_OF_SPACE[space] ?? []));
  return NOTIFICATION_TYPES.filter((type) => own.has(type));
};

/** What changes the user's day is e-mailed at once; a booked club place the user made is not. */
const IMMEDIATE = new Set<NotificationType>([
  'lesson_moved',
  'lesson_cancelled',
  'lesson_substituted',
  'test_appointed',
  'placement_assigned',
  'event_starting',
  'substitution_answered',
  'feedback_reopened',
]);

/** A space's e-mail default for a kind. */
export function spaceEmailDefault(space: Space, type: NotificationType): NotificationEmailFrequency {
  if (type === 'club_booked') return 'never';
  if (space === 'responsible_person' && (type === 'feedback_sent' || type === 'test_result'))
    return 'immediately';
  if ((space === 'student' || space === 'corporate_student') && type === 'club_seat_freed')
    return 'immediately';
  return IMMEDIATE.has(type) ? 'immediately' : 'daily_digest';
}

const RANK: Record<NotificationEmailFrequency, number> = { never: 0, daily_digest: 1, immediately: 2 };

/** The default of a kind for a user: in the cabinet, e-mailed as the most frequent of their spaces'. */
export function defaultPreference(spaces: readonly Space[], type: NotificationType): NotificationPreference {
  const receiving = spaces.filter((space) => (TYPES_OF_SPACE[space] ?? []).includes(type));
  const email = receiving
    .map((space) => spaceEmailDefault(space, type))
    .reduce<NotificationEmailFrequency>((best, each) => (RANK[each] > RANK[best] ? each : best), 'never');
  return { type, in_app: true, email };
}

export type PreferenceOverrides = Partial<Record<NotificationType, Omit<NotificationPreference, 'type'>>>;

/** Every preference of a user: the saved ones over the defaults of their spaces. */
export const preferencesFor = (
  spaces: readonly Space[],
  saved: PreferenceOverrides,
): NotificationPreference[] =>
  typesFor(spaces).map((type) => {
    const own = saved[type];
    return own ? { type, ...own } : defaultPreference(spaces, type);
  });

/**
 * Checks a change: every kind must be one the user receives, and named once. Returns the kind at
 * fault, or null.
 */
export function invalidPreferenceChange(
  spaces: readonly Space[],
  change: readonly NotificationPreference[],
): NotificationType | null {
  const allowed = new Set(typesFor(spaces));
  const seen = new Set<NotificationType>();
  for (const { type } of change) {
    if (!allowed.has(type) || seen.has(type)) return type;
    seen.add(type);
  }
  return null;
}

/** The school sends the day's digests at 08:00 in its own zone. */
export const DIGEST_HOUR = 8;

/** The e-mail of a notification waiting for the digest, sent, or never to be sent. */
export type EmailState = 'none' | 'pending_digest' | 'sent';

/**
 * What a digest sent at `digestAt` collects: the notifications waiting for one that arrived
 * before it. An empty result means no digest is sent (nothing new since the last one).
 */
export const digestItems = <T extends { email: EmailState; created_at: string }>(
  rows: readonly T[],
  digestAt: Date,
): T[] => rows.filter((row) => row.email === 'pending_digest' && new Date(row.created_at) <= digestAt);

/** The latest digest moment (08:00 school time) at or before `now`. */
export function lastDigestMoment(now: Date): Date {
  const today = atSchoolTime(schoolToday(now), `0${DIGEST_HOUR}:00`);
  return new Date(today) <= now
    ? new Date(today)
    : new Date(atSchoolTime(shiftDate(schoolToday(now), -1), `0${DIGEST_HOUR}:00`));
}
