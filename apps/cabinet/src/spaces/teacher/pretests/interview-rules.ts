import { ApiError } from '@cabinet/api/http';
import type { Level, PretestInterview, PretestInterviewInput, PretestTaker } from '@cabinet/api/model';
import { recordPretestInterviewBodyMinutesMax } from '@cabinet/api/zod/pretests';
import { i18n } from '../../../i18n';
import { errorMessage } from '../../../shared/error-message';
import { formatSchoolDate } from '../../../features/placement-tests/format';

/** The levels a teacher gives, A1 to C2. */
export const LEVELS: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
/** The interview takes up to 15 minutes (the contract's bound). */
export const MAX_MINUTES = recordPretestInterviewBodyMinutesMax;

export type InterviewFormValues = { level: Level | ''; minutes: string };
export type InterviewProblem = 'chooseLevel' | 'minutes';

/** What is wrong with a held interview's fields: a level is chosen, the minutes are 1 to 15. */
export function problemsOf(
  values: InterviewFormValues,
): Partial<Record<keyof InterviewFormValues, InterviewProblem>> {
  const minutes = Number(values.minutes.trim());
  return {
    ...(values.level === '' ? { level: 'chooseLevel' as const } : {}),
    ...(/^\d+$/.test(values.minutes.trim()) && minutes >= 1 && minutes <= MAX_MINUTES
      ? {}
      : { minutes: 'minutes' as const }),
  };
}

export const heldInput = (values: InterviewFormValues): PretestInterviewInput => ({
  status: 'held',
  level: values.level === '' ? null : values.level,
  minutes: Number(values.minutes.trim()),
});

export const MISSED: PretestInterviewInput = { status: 'missed', level: null, minutes: null };

/** A name in the interface's language (the Ukrainian one when no English is given). */
export const personName = (name: string, nameEn: string | null, language: string) =>
  language === 'en' ? (nameEn ?? name) : name;

export const takerName = (taker: PretestTaker, language: string) =>
  personName(taker.name, taker.name_en, language);

export const testName = (test: PretestInterview, language: string) =>
  language === 'en' ? test.attempt.test_name_en : test.attempt.test_name;

/**
 * The message of a refused record: recorded meanwhile (by another teacher), a Sunday with the
 * day to hold it, else the translated message of the code.
 */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.code === 'transition_not_allowed') {
    return i18n.t('teacherPretests:entry.errors.recorded');
  }
  if (error instanceof ApiError && error.code === 'not_held_on_sundays') {
    const day = (error.data as { available_on?: string } | null)?.available_on;
    if (day) return i18n.t('teacherPretests:entry.errors.sunday', { date: formatSchoolDate(day) });
  }
  return errorMessage(error);
}
