import { describe, expect, it } from 'vitest';
import { updateStudentNameEn } from '../../generated/account/account';
import {
  getEvent,
  getEventTest,
  getEventVideo,
  listEvents,
  registerForEvent,
  submitEventTest,
} from '../../generated/events/events';
import type { Event, EventTest } from '../../generated/model';
import { getOrder, payOrder } from '../../generated/orders/orders';
import {
  GetEventResponse,
  GetEventTestResponse,
  GetEventVideoResponse,
  ListEventsResponse,
  RegisterForEventResponse,
  SubmitEventTestResponse,
} from '../../generated/zod/events/events';
import { GetOrderResponse } from '../../generated/zod/orders/orders';
import { events } from '../db/events';
import { eventQuestions } from '../db/event-questions';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TRAINEE = 'trainee@demo.school';
const seeded = (role: NonNullable<(typeof events.rows)[number]['seeded_as']>, type?: Event['type']) =>
  events.rows.find((event) => event.seeded_as === role && (!type || event.type === type))!;
const allOf = async (type: Event['type']) =>
  ListEventsResponse.parse(await listEvents({ type, per_page: 100 })).data;

/** Answers to every question: the right option for the first `right` of them, a wrong one after. */
function answersOf(eventId: number, test: EventTest, right: number) {
  const keys = eventQuestions(eventId);
  return test.questions.map((question, index) => {
    const key = keys.find((k) => k.id === question.id)!;
    const wrong = question.options.find((option) => option.id !== key.right_option_id)!;
    return { question_id: question.id, option_id: index < right ? key.right_option_id : wrong.id };
  });
}

describe('listEvents and getEvent', () => {
  it('lists a type upcoming first, then ended latest first, with the trainee’s places', async () => {
    await signIn(TRAINEE);
    const webinars = await allOf('webinar');
    expect(webinars.every((event) => event.type === 'webinar')).toBe(true);
    expect(webinars.every((event) => event.enabled || event.registration !== null)).toBe(true);
    const statuses = webinars.map((event) => event.status);
    expect(statuses.indexOf('ended')).toBeGreaterThan(statuses.lastIndexOf('waiting_to_start'));
    expect(
      webinars.some((event) => event.status === 'in_progress' && event.registration?.status === 'free'),
    ).toBe(true);
    for (const event of webinars) {
      expect(event.starts_at.endsWith('+02:00')).toBe(true);
      for (const item of event.schedule) expect(item.starts_at.endsWith('+02:00')).toBe(true);
    }
  });

  it('pages the list', async () => {
    await signIn(TRAINEE);
    const page = ListEventsResponse.parse(await listEvents({ type: 'conference', per_page: 2, page: 2 }));
    expect(page.meta).toMatchObject({ page: 2, per_page: 2 });
    expect(page.data.length).toBeLessThanOrEqual(2);
  });

  it('shows the online link only to a participant, and a place waiting for payment as payment pending', async () => {
    await signIn(TRAINEE);
    const running = GetEventResponse.parse(await getEvent(seeded('trainee_free').id)).data;
    expect(running.online_link).not.toBeNull();
    const other = (await allOf('webinar')).find(
      (event) => event.registration === null && event.format === 'online',
    );
    expect(other?.online_link).toBeNull();
    const pending = GetEventResponse.parse(await getEvent(seeded('trainee_pending').id)).data;
    expect(pending).toMatchObject({ status: 'payment_pending', registration: { status: 'payment_pending' } });
    expect(pending.registration?.order_id).not.toBeNull();
  });

  it('is for trainees (403 for other spaces), needs a type (422), and an unknown event is 404', async () => {
    await signIn('student@demo.school');
    await expectError(listEvents({ type: 'webinar' }, silent), 403, 'forbidden');
    await signIn(TRAINEE);
    await expectError(listEvents({} as never, silent), 422, 'validation_failed', 'type');
    await expectError(getEvent(9999, silent), 404, 'not_found');
    await signIn('teacher.trainee@demo.school');
    expect((await allOf('workshop')).length).toBeGreaterThan(0);
  });
});

describe('registerForEvent', () => {
  it('gives a free place at a free event; a second try is already_registered', async () => {
    await signIn(TRAINEE);
    const free = (await allOf('webinar')).find(
      (e) =>
        e.status === 'waiting_to_start' && e.price === 0 && e.seats_left > 0 && !e.registration && e.enabled,
    )!;
    const answer = RegisterForEventResponse.parse(await registerForEvent(free.id)).data;
    expect(answer.registration).toMatchObject({ status: 'free', order_id: null });
    expect(answer.seats_left).toBe(free.seats_left - 1);
    expect(answer.online_link).not.toBeNull();
    await expectError(registerForEvent(free.id, silent), 409, 'already_registered');
  });

  it('a paid event waits for payment with an order; paying it makes the place paid', async () => {
    await signIn(TRAINEE);
    const paid = (await allOf('workshop')).find(
      (e) => e.status === 'waiting_to_start' && e.price > 0 && e.seats_left > 0 && !e.registration,
    )!;
    const answer = RegisterForEventResponse.parse(await registerForEvent(paid.id)).data;
    expect(answer.status).toBe('payment_pending');
    const orderId = answer.registration!.order_id!;
    const order = GetOrderResponse.parse(await getOrder(orderId)).data;
    expect(order).toMatchObject({ status: 'pending', total: paid.price });
    expect(order.lines).toEqual([
      expect.objectContaining({
        kind: 'event_registration',
        event_id: paid.id,
        event_type: 'workshop',
        club_id: null,
      }),
    ]);
    await payOrder(orderId, { method: 'card', terms_accepted: true });
    const after = GetEventResponse.parse(await getEvent(paid.id)).data;
    expect(after).toMatchObject({ status: 'waiting_to_start', registration: { status: 'paid' } });
  });

  it('"event is full" and "club or event no longer enabled"', async () => {
    await signIn(TRAINEE);
    await expectError(registerForEvent(seeded('full', 'webinar').id, silent), 409, 'event_full');
    const disabled = events.rows.find((e) => !e.enabled)!;
    await expectError(registerForEvent(disabled.id, silent), 409, 'club_unavailable');
    const ended = events.rows.find((e) => e.video_url !== null)!;
    await expectError(registerForEvent(ended.id, silent), 409, 'club_unavailable');
    const disabledView = GetEventResponse.parse(await getEvent(disabled.id)).data;
    expect(disabledView.enabled).toBe(false);
  });
});

describe('getEventVideo', () => {
  it('plays the recording of an ended event to a participant; others are not_registered', async () => {
    await signIn(TRAINEE);
    const event = seeded('trainee_test_open');
    const video = GetEventVideoResponse.parse(await getEventVideo(event.id)).data;
    expect(video).toMatchObject({ url: '/media/video-courses/lesson.webm', mime_type: 'video/webm' });
    expect(video.captions.map((track) => track.language)).toEqual(['uk', 'en']);
    const stranger = events.rows.find((e) => e.video_url !== null && e.seeded_as === null)!;
    await expectError(getEventVideo(stranger.id, silent), 409, 'not_registered');
    await expectError(getEventVideo(seeded('trainee_free').id, silent), 404, 'not_found');
  });
});

describe('the event test and its certificate', () => {
  it('asks for the English full name first (name_en_required), then gives the questions', async () => {
    await signIn(TRAINEE);
    const event = seeded('trainee_test_open');
    await expectError(getEventTest(event.id, silent), 409, 'name_en_required');
    await expectError(
      submitEventTest(event.id, { answers: [{ question_id: 1, option_id: 1 }] }, silent),
      409,
      'name_en_required',
    );
    await updateStudentNameEn({ name_en: 'Mariia Tkachenko' });
    const test = GetEventTestResponse.parse(await getEventTest(event.id)).data;
    expect(test).toMatchObject({ pass_percent: 60, state: 'open', last_test_percent: null });
    expect(JSON.stringify(test)).not.toContain('right');
  });

  it('"Sorry, you didn\'t pass the test!": a failed try may be retaken; a pass earns the certificate', async () => {
    await signIn(TRAINEE);
    await updateStudentNameEn({ name_en: 'Mariia Tkachenko' });
    const event = seeded('trainee_test_open');
    const test = GetEventTestResponse.parse(await getEventTest(event.id)).data;

    const failed = SubmitEventTestResponse.parse(
      await submitEventTest(event.id, { answers: answersOf(event.id, test, 2) }),
    );
    expect(failed.data).toMatchObject({ passed: false, correct: 2, total: 5, percent: 40 });
    expect(GetEventResponse.parse(await getEvent(event.id)).data).toMatchObject({
      test_state: 'open',
      last_test_percent: 40,
      certificate_available: false,
    });

    const passed = SubmitEventTestResponse.parse(
      await submitEventTest(event.id, { answers: answersOf(event.id, test, 3) }),
    );
    expect(passed.data).toMatchObject({ passed: true, percent: 60 });
    expect(GetEventResponse.parse(await getEvent(event.id)).data).toMatchObject({
      test_state: 'passed',
      certificate_available: true,
    });
    await expectError(getEventTest(event.id, silent), 409, 'event_test_closed');
  });

  it('refuses an incomplete or foreign answer (422), a test before the event ends and a non-participant', async () => {
    await signIn(TRAINEE);
    await updateStudentNameEn({ name_en: 'Mariia Tkachenko' });
    const event = seeded('trainee_test_open');
    const test = GetEventTestResponse.parse(await getEventTest(event.id)).data;
    await expectError(
      submitEventTest(event.id, { answers: answersOf(event.id, test, 5).slice(1) }, silent),
      422,
      'validation_failed',
      'answers',
    );
    await expectError(getEventTest(seeded('trainee_free').id, silent), 409, 'event_test_closed');
    const stranger = events.rows.find((e) => e.video_url !== null && e.seeded_as === null)!;
    await expectError(getEventTest(stranger.id, silent), 409, 'not_registered');
  });
});
