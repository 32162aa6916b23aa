import {
  getDownloadEventCertificateMockHandler,
  getGetEventTestMockHandler,
  getSubmitEventTestMockHandler,
} from '../../generated/events/events.msw';
import { SubmitEventTestBody } from '../../generated/zod/events/events';
import * as clock from '../../time/clock';
import { eventDateOf } from '../../time/event-time';
import type { UserRow } from '../db';
import { eventQuestions } from '../db/event-questions';
import { eventTestAttempts, passedAttemptOf } from '../db/event-test-attempts';
import type { EventRow } from '../db/events';
import { EVENT_TEST_PASS_PERCENT, scoreTest, testRefusal } from '../rules/event-test';
import { simplePdf } from './certificates-pdf';
import { eventOf } from './events';
import { requireTrainee, standingAt } from './events-view';
import { fail } from './respond';
import { parseBody } from './request-params';

const REFUSALS = {
  not_registered: 'The test is for the event’s participants.',
  event_test_closed: 'The test opens after the event and closes once passed.',
  name_en_required: 'Give your full name in English before taking the test.',
} as const;

/** The event and the trainee, once the test may be taken (else 409 with the reason). */
function openTest(request: Request, eventId: string | readonly string[] | undefined) {
  const user = requireTrainee(request);
  const event = eventOf(eventId);
  const standing = standingAt(event, user, clock.now());
  const refusal = testRefusal({ ...standing, nameEn: user.nameEn });
  if (refusal) fail(409, refusal, REFUSALS[refusal]);
  return { user, event, standing };
}

const TITLES = { webinar: 'webinar', conference: 'conference', workshop: 'workshop' } as const;

/** The certificate of an event: the name it was earned under, the event and its date. */
function eventCertificatePdf(event: EventRow, nameEn: string): Promise<Uint8Array<ArrayBuffer>> {
  return simplePdf('Certificate of Participation', [
    'This is to certify that',
    nameEn,
    `took part in the ${TITLES[event.type]} "${event.title_en}"`,
    `held on ${eventDateOf(event.starts_at)} and passed its test`,
  ]);
}

const nameOf = (user: UserRow): string => user.nameEn ?? user.name;

export const eventTestHandlers = [
  getGetEventTestMockHandler(({ request, params }) => {
    const { event, standing } = openTest(request, params.eventId);
    return {
      data: {
        questions: eventQuestions(event.id).map(({ right_option_id: _right, ...question }) => question),
        pass_percent: EVENT_TEST_PASS_PERCENT,
        state: 'open' as const,
        last_test_percent: standing.lastPercent,
      },
    };
  }),

  /** Scores a try; a pass earns the certificate under the trainee's English name of the moment. */
  getSubmitEventTestMockHandler(async ({ request, params }) => {
    const { user, event } = openTest(request, params.eventId);
    const { answers } = await parseBody(request, SubmitEventTestBody);
    const keys = eventQuestions(event.id).map((question) => ({
      id: question.id,
      optionIds: question.options.map((option) => option.id),
      rightOptionId: question.right_option_id,
    }));
    const score = scoreTest(keys, answers);
    if (!score) fail(422, 'validation_failed', 'The given data was invalid: answers.', { field: 'answers' });
    eventTestAttempts.insert({
      event_id: event.id,
      user_id: user.id,
      ...score,
      name_en: score.passed ? nameOf(user) : null,
      submitted_at: clock.now().toISOString(),
    });
    return { data: { ...score, pass_percent: EVENT_TEST_PASS_PERCENT } };
  }),

  getDownloadEventCertificateMockHandler(async ({ request, params }) => {
    const user = requireTrainee(request);
    const event = eventOf(params.eventId);
    const passed = passedAttemptOf(event.id, user.id);
    if (!passed)
      fail(409, 'certificate_not_issued', 'The certificate is issued once the event’s test is passed.');
    // The generated handler types the body as a Blob; the bytes are a body every Response reads.
    return (await eventCertificatePdf(event, passed.name_en ?? nameOf(user))) as unknown as Blob;
  }),
];
