import {
  getCancelSubscriptionRenewalMockHandler,
  getCreateSubscriptionMockHandler,
  getListSubscriptionPlansMockHandler,
  getListSubscriptionsMockHandler,
  getQuoteSubscriptionMockHandler,
} from '../../generated/subscriptions/subscriptions.msw';
import {
  CreateSubscriptionBody,
  QuoteSubscriptionBody,
} from '../../generated/zod/subscriptions/subscriptions';
import * as clock from '../../time/clock';
import { schoolToday } from '../../time/school-time';
import { SUBSCRIPTION_PLANS, subscriptions } from '../db/subscriptions';
import { afterCancelRenewal, stateOn } from '../rules/subscriptions';
import { parseBody, pathId } from './request-params';
import { fail } from './respond';
import { createPendingSubscription, quoteFor } from './subscriptions-buy';
import { currentSubscriptions, subscriptionView } from './subscriptions-view';
import { requireVideoViewer } from './video-viewer';

export const subscriptionsHandlers = [
  getListSubscriptionPlansMockHandler(({ request }) => {
    requireVideoViewer(request);
    return { data: SUBSCRIPTION_PLANS.map((plan) => ({ ...plan, currency: 'UAH' as const })) };
  }),

  /** Not ended and not given up: the current one, a next plan and one waiting for payment. */
  getListSubscriptionsMockHandler(({ request }) => {
    const user = requireVideoViewer(request);
    const now = clock.now();
    const today = schoolToday(now);
    const shown = currentSubscriptions(user.id, now)
      .filter((row) => !['ended', 'replaced'].includes(stateOn(row, today)))
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.id - b.id);
    return { data: shown.map((row) => subscriptionView(row, today)) };
  }),

  getQuoteSubscriptionMockHandler(async ({ request }) => {
    const user = requireVideoViewer(request);
    const body = await parseBody(request, QuoteSubscriptionBody);
    return { data: quoteFor(user.id, body, clock.now()) };
  }),

  getCreateSubscriptionMockHandler(async ({ request }) => {
    const user = requireVideoViewer(request);
    const body = await parseBody(request, CreateSubscriptionBody);
    const now = clock.now();
    return { data: subscriptionView(createPendingSubscription(user.id, body, now), schoolToday(now)) };
  }),

  /** Renewal stops; the paid period is kept, so access stays to its end. */
  getCancelSubscriptionRenewalMockHandler(({ request, params }) => {
    const user = requireVideoViewer(request);
    const now = clock.now();
    const id = pathId(params.subscriptionId, 'subscription');
    const row = currentSubscriptions(user.id, now).find((each) => each.id === id);
    if (!row) fail(404, 'not_found', 'The subscription was not found.');
    const next = afterCancelRenewal(stateOn(row, schoolToday(now)));
    if (!next) fail(409, 'transition_not_allowed', 'Only an active subscription renews.');
    row.status = next;
    subscriptions.save();
    return { data: subscriptionView(row, schoolToday(now)) };
  }),
];
