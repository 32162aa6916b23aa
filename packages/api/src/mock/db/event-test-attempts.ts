import { EVENT_TEST_PASS_PERCENT } from '../rules/event-test';
import { now } from '../../time/clock';
import { addEventMinutes } from '../../time/event-time';
import { events } from './events';
import { createTable } from './table';
import { DEMO } from './world/people';
import { EVENT_TEST_SIZE } from './event-questions';

/**
 * A try at an event's test. A passed try earns the certificate, which carries the English full
 * name the trainee had when passing.
 */
export type EventTestAttemptRow = {
  id: number;
  event_id: number;
  user_id: number;
  correct: number;
  total: number;
  percent: number;
  passed: boolean;
  name_en: string | null;
  submitted_at: string;
};

/** The name the demo trainee's earned certificate was issued to. */
export const DEMO_TRAINEE_CERTIFICATE_NAME = 'Mariia Tkachenko';

/** The seeded tries: the demo trainee passed the test of the event whose certificate they earned. */
export const eventTestAttempts = createTable<EventTestAttemptRow>('event-test-attempts', () => {
  const earned = events.rows.find((event) => event.seeded_as === 'trainee_certificate');
  if (!earned) return [];
  const correct = EVENT_TEST_SIZE - 1;
  const percent = Math.floor((correct * 100) / EVENT_TEST_SIZE);
  return [
    {
      id: 1,
      event_id: earned.id,
      user_id: DEMO.trainee(),
      correct,
      total: EVENT_TEST_SIZE,
      percent,
      passed: percent >= EVENT_TEST_PASS_PERCENT,
      name_en: DEMO_TRAINEE_CERTIFICATE_NAME,
      submitted_at: addEventMinutes(new Date(Math.min(now().getTime(), Date.parse(earned.ends_at))), 60),
    },
  ];
});

/** The user's tries at an event's test, oldest first. */
export const attemptsOf = (eventId: number, userId: number): EventTestAttemptRow[] =>
  eventTestAttempts.where((row) => row.event_id === eventId && row.user_id === userId);

/** The user's passing try, if any: it earned the certificate. */
export const passedAttemptOf = (eventId: number, userId: number): EventTestAttemptRow | undefined =>
  attemptsOf(eventId, userId).find((row) => row.passed);
