import type { StatisticsCategory } from './statistics';

/**
 * Late cancellation: a lesson cancelled too late to free the teacher is paid to them as if it was
 * held (and charged as if held). The director of studies marks it from a day before its start
 * (later than that the teacher's time is already booked) until two weeks after it (so a lesson
 * left unmarked is still put right, but an old month is not reopened).
 */
export const LATE_CANCEL_HOURS_AHEAD = 24;
export const LATE_CANCEL_DAYS_BACK = 14;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What the rule reads of a lesson. */
export type LateCancelFacts = { starts_at: string; completed: boolean; late_cancel: boolean };

export type LateCancelRefusal =
  'already_late_cancelled' | 'lesson_already_held' | 'outside_late_cancel_window';

/** Whether the lesson's start lies in the marking window around `now`. */
export function inLateCancelWindow(startsAt: string, now: Date): boolean {
  const start = new Date(startsAt).getTime();
  const time = now.getTime();
  return start <= time + LATE_CANCEL_HOURS_AHEAD * HOUR_MS && start >= time - LATE_CANCEL_DAYS_BACK * DAY_MS;
}

/**
 * Why the lesson cannot be marked a late cancellation now, in the contract's order (already
 * marked, held, outside the window), or null when it can.
 */
export function lateCancelRefusal(lesson: LateCancelFacts, now: Date): LateCancelRefusal | null {
  if (lesson.late_cancel) return 'already_late_cancelled';
  if (lesson.completed) return 'lesson_already_held';
  if (!inLateCancelWindow(lesson.starts_at, now)) return 'outside_late_cancel_window';
  return null;
}

/** What decides how a lesson is paid: its course and who holds it. */
export type LessonPayFacts = {
  kind: 'group' | 'individual';
  /** The lesson is a company's: its lines are corporate. */
  corporate: boolean;
  training: 'tkt' | 'tylt' | null;
  /** A substitute holds the lesson (an approved request handed it over). */
  substitute: boolean;
  /** A company group's trial lesson. */
  trial: boolean;
  minutes: number;
};

/** The line a late-cancelled lesson adds to its holder's statistics. */
export type LateCancelLine = {
  category: StatisticsCategory;
  type: 'corporate' | 'other';
  rate: number;
  amount: number;
  units: 'hours' | 'pieces';
};

/** The school's hourly rates, UAH, by category and whether the lesson is a company's. */
const HOURLY_RATES: Partial<Record<StatisticsCategory, { other: number; corporate: number }>> = {
  groups: { other: 420, corporate: 520 },
  individual_lessons: { other: 450, corporate: 550 },
  substitutions: { other: 420, corporate: 520 },
  individual_substitutions: { other: 450, corporate: 550 },
  tkt_groups: { other: 600, corporate: 600 },
  tylt_groups: { other: 600, corporate: 600 },
};
/** A company trial lesson is paid by the piece, as its teacher's record of a held one is. */
const COMPANY_TRIAL_RATE = 300;

/** The category a held lesson of this kind is counted in. */
export function lessonCategory(facts: Omit<LessonPayFacts, 'minutes'>): StatisticsCategory {
  if (facts.training === 'tkt') return 'tkt_groups';
  if (facts.training === 'tylt') return 'tylt_groups';
  if (facts.trial && facts.corporate && !facts.substitute) return 'company_trials';
  if (facts.substitute) return facts.kind === 'group' ? 'substitutions' : 'individual_substitutions';
  return facts.kind === 'group' ? 'groups' : 'individual_lessons';
}

/**
 * The late-cancelled lesson's line, counted as the held lesson would be: its category, corporate
 * for a company's lesson, its length in hours (to a quarter hour) at the school's hourly rate; a
 * company's trial lesson as one piece.
 */
export function lateCancelLine(facts: LessonPayFacts): LateCancelLine {
  const category = lessonCategory(facts);
  const type = facts.corporate ? 'corporate' : 'other';
  if (category === 'company_trials') {
    return { category, type, rate: COMPANY_TRIAL_RATE, amount: 1, units: 'pieces' };
  }
  const rates = HOURLY_RATES[category] ?? { other: 0, corporate: 0 };
  const hours = Math.max(0.25, Math.round((facts.minutes / 60) * 4) / 4);
  return { category, type, rate: rates[type], amount: hours, units: 'hours' };
}
