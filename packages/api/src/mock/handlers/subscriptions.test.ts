import { afterEach, describe, expect, it } from 'vitest';
import { getOrder, payOrder } from '../../generated/orders/orders';
import {
  cancelSubscriptionRenewal,
  createSubscription,
  listSubscriptionPlans,
  listSubscriptions,
  quoteSubscription,
} from '../../generated/subscriptions/subscriptions';
import { getVideoCourseVideo } from '../../generated/video-courses/video-courses';
import { GetOrderResponse } from '../../generated/zod/orders/orders';
import {
  CancelSubscriptionRenewalResponse,
  CreateSubscriptionResponse,
  ListSubscriptionPlansResponse,
  ListSubscriptionsResponse,
  QuoteSubscriptionResponse,
} from '../../generated/zod/subscriptions/subscriptions';
import * as clock from '../../time/clock';
import { schoolToday, shiftDate, shiftMonth } from '../../time/school-time';
import { videoCourseTitled } from '../db/video-courses';
import { setScenario } from '../scenarios/state';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();
afterEach(() => {
  setScenario({ paymentDown: false });
});

const today = () => schoolToday(clock.now());
const closedCourse = () => videoCourseTitled('Present Perfect')!;

describe('plans', () => {
  it('are monthly, half-yearly and yearly in UAH, for the video-course spaces only', async () => {
    await signIn('visitor@demo.school');
    const plans = ListSubscriptionPlansResponse.parse(await listSubscriptionPlans()).data;
    expect(plans.map((plan) => plan.months)).toEqual([1, 6, 12]);
    expect(plans.every((plan) => plan.currency === 'UAH' && plan.price > 0)).toBe(true);
    await signIn('teacher@demo.school');
    await expectError(listSubscriptionPlans(silent), 403, 'forbidden');
  });
});

describe('quoteSubscription: promo codes', () => {
  it('"applied": lowers the first payment only; later payments are the plan’s price', async () => {
    await signIn('visitor@demo.school');
    const quote = QuoteSubscriptionResponse.parse(
      await quoteSubscription({ months: 1, promo_code: ' welcome20 ' }),
    ).data;
    expect(quote).toMatchObject({ price: 390, first_payment: 312, discount: 78, promo_code: 'WELCOME20' });
    expect(quote.starts_on).toBe(today());
    expect(quote.paid_until).toBe(shiftDate(shiftMonth(today(), 1), -1));
    expect(quote.second_payment_on).toBe(shiftMonth(today(), 1));
    const plain = (await quoteSubscription({ months: 12 })).data;
    expect(plain).toMatchObject({ first_payment: plain.price, discount: 0, promo_code: null });
  });

  it('"incorrect" and "expired" codes are refused with their own code', async () => {
    await signIn('visitor@demo.school');
    await expectError(
      quoteSubscription({ months: 1, promo_code: 'NOSUCHCODE' }, silent),
      422,
      'promo_invalid',
      'promo_code',
    );
    await expectError(
      quoteSubscription({ months: 1, promo_code: 'AUTUMN25' }, silent),
      422,
      'promo_expired',
      'promo_code',
    );
    await expectError(
      createSubscription({ months: 6, promo_code: 'AUTUMN25' }, silent),
      422,
      'promo_expired',
    );
    await expectError(quoteSubscription({ months: 3 } as never, silent), 422, 'validation_failed');
  });
});

describe('subscribing and paying at checkout', () => {
  it('creates a subscription waiting for payment and its order with the first and later payments apart', async () => {
    await signIn('visitor@demo.school');
    const created = CreateSubscriptionResponse.parse(
      await createSubscription({ months: 1, promo_code: 'WELCOME20' }),
    ).data;
    expect(created).toMatchObject({
      status: 'payment_pending',
      first_payment: 312,
      price: 390,
      paid_until: null,
    });
    const order = GetOrderResponse.parse(await getOrder(created.order_id!)).data;
    expect(order.total).toBe(312);
    expect(order.lines[0]).toMatchObject({
      kind: 'subscription',
      amount: 312,
      renewal: { amount: 390, months: 1, on: shiftMonth(today(), 1) },
    });
    await expectError(
      getVideoCourseVideo(closedCourse().id, closedCourse().videos[0]!.id, silent),
      403,
      'subscription_required',
    );
  });

  it('"online payment temporarily unavailable" leaves it waiting; paying makes it active and opens courses', async () => {
    await signIn('visitor@demo.school');
    const created = (await createSubscription({ months: 6 })).data;
    setScenario({ paymentDown: true });
    await expectError(
      payOrder(created.order_id!, { method: 'card', terms_accepted: true }, silent),
      503,
      'payment_unavailable',
    );
    await expectError(
      payOrder(created.order_id!, { method: 'card', terms_accepted: false }, silent),
      422,
      'terms_not_accepted',
    );
    setScenario({ paymentDown: false });
    await payOrder(created.order_id!, { method: 'card', terms_accepted: true });
    const [active] = ListSubscriptionsResponse.parse(await listSubscriptions()).data;
    expect(active).toMatchObject({
      status: 'active',
      months: 6,
      starts_on: today(),
      paid_until: shiftDate(shiftMonth(today(), 6), -1),
      renews_on: shiftMonth(today(), 6),
      order_id: null,
    });
    const video = await getVideoCourseVideo(closedCourse().id, closedCourse().videos[0]!.id);
    expect(video.data.id).toBe(closedCourse().videos[0]!.id);
  });

  it('replaces an earlier subscription still waiting for payment, cancelling its order', async () => {
    await signIn('visitor@demo.school');
    const first = (await createSubscription({ months: 1 })).data;
    await createSubscription({ months: 12 });
    const listed = (await listSubscriptions()).data;
    expect(listed.map((each) => each.months)).toEqual([12]);
    expect((await getOrder(first.order_id!)).data.status).toBe('cancelled');
  });
});

describe('cancelling renewal and changing plan', () => {
  it('keeps access to the paid end and says until when', async () => {
    await signIn('student@demo.school');
    const [current] = (await listSubscriptions()).data;
    expect(current).toMatchObject({ status: 'active', months: 1 });
    const cancelled = CancelSubscriptionRenewalResponse.parse(
      await cancelSubscriptionRenewal(current!.id),
    ).data;
    expect(cancelled).toMatchObject({
      status: 'renewal_cancelled',
      renews_on: null,
      paid_until: current!.paid_until,
    });
    await expectError(cancelSubscriptionRenewal(current!.id, silent), 409, 'transition_not_allowed');
  });

  it('refuses a new plan while one renews; after cancelling, the new plan starts when the paid period ends', async () => {
    await signIn('student@demo.school');
    const [current] = (await listSubscriptions()).data;
    await expectError(createSubscription({ months: 12 }, silent), 409, 'subscription_exists');
    await cancelSubscriptionRenewal(current!.id);
    const quote = (await quoteSubscription({ months: 12 })).data;
    expect(quote.starts_on).toBe(shiftDate(current!.paid_until!, 1));
    const next = (await createSubscription({ months: 12 })).data;
    await payOrder(next.order_id!, { method: 'card', terms_accepted: true });
    const listed = (await listSubscriptions()).data;
    expect(listed.map((each) => [each.months, each.status])).toEqual([
      [1, 'renewal_cancelled'],
      [12, 'active'],
    ]);
    expect(listed[1]?.starts_on).toBe(shiftDate(current!.paid_until!, 1));
  });

  it('is 404 for another user’s subscription', async () => {
    await signIn('student@demo.school');
    const [current] = (await listSubscriptions()).data;
    await signIn('visitor@demo.school');
    await expectError(cancelSubscriptionRenewal(current!.id, silent), 404, 'not_found');
  });
});
