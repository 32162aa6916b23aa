import { HttpResponse, http } from 'msw';
import { type OrderRow, orders } from '../db/orders';
import { type ProviderPaymentRow, providerPayments } from '../db/provider-payments';
import { nextOrderStatus } from '../rules/clubs-orders';
import {
  type ProviderChoice,
  type ProviderMethod,
  type ProviderOrderAction,
  afterChoice,
  confirmsAt,
  isConfirmedBy,
  providerChoiceOf,
} from '../rules/payment-provider';
import * as clock from '../../time/clock';
import { markOrderPaid } from './order-paid';
import { browserStorage, takeProviderNotices } from './payment-provider-inbox';
import { closedPaymentPage, openPaymentPage, unknownPaymentPage } from './payment-provider-page';
import { payerLanguageOf, providerLanguageOf } from './payment-provider-texts';

/**
 * The mock school's payment provider (docs/statuses.md#payment-on-the-providers-page): its page,
 * served by the mock school under its own origin (in the browser, the cabinet's), and its
 * notifications to the school. Outside the contract: it stands for a third party.
 */
export const PROVIDER_PATH = '/__mock/provider/payments';

/** A page on this machine may be the cabinet the provider brings the payer back to. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const randomToken = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * The cabinet's success page of the order: on the origin of the page that called (the school's
 * own in the browser; a cabinet on this machine calling the school's HTTP server), else the
 * school's own origin.
 */
function returnUrlOf(request: Request, orderId: number): string {
  const own = new URL(request.url).origin;
  const caller = request.headers.get('Origin');
  const origin = caller && (caller === own || LOCAL_ORIGIN.test(caller)) ? caller : own;
  return `${origin}/checkout/success?order=${orderId}`;
}

/**
 * Opens a payment of the order on the provider's page, closing an earlier one the payer has not
 * decided (only the last can be taken), and answers the page's address.
 */
export function openProviderPayment(
  order: OrderRow,
  method: ProviderMethod,
  request: Request,
  now: Date,
): string {
  for (const earlier of providerPayments.where((p) => p.order_id === order.id && p.status === 'open')) {
    earlier.status = 'closed';
  }
  const language = payerLanguageOf(request.headers.get('Accept-Language'));
  const payment = providerPayments.insert({
    token: randomToken(),
    order_id: order.id,
    amount: order.total,
    method,
    language,
    return_url: returnUrlOf(request, order.id),
    status: 'open',
    opened_at: now.toISOString(),
    decided_at: null,
    confirms_at: null,
  });
  return `${new URL(request.url).origin}${PROVIDER_PATH}/${payment.token}?lang=${language}`;
}

/**
 * Moves the order as the provider tells: paid, approved (processing) or failed. An order that no
 * longer waits for this payment (cancelled with its place meanwhile) is left alone and the
 * provider's payment is closed: nothing is taken.
 */
function tellSchool(payment: ProviderPaymentRow, action: ProviderOrderAction, at: Date): void {
  const order = orders.byId(payment.order_id);
  const next = order && nextOrderStatus(order.status, action);
  if (!order || !next) {
    payment.status = 'closed';
    return;
  }
  if (next === 'paid') markOrderPaid(order, payment.method, at);
  else order.status = next;
  orders.save();
}

/** The payer's choice on the provider's page; a payment no longer open keeps its outcome. */
export function decideProviderPayment(payment: ProviderPaymentRow, choice: ProviderChoice, now: Date): void {
  const next = afterChoice(payment.status, choice);
  if (!next) return;
  payment.status = next.payment;
  payment.decided_at = now.toISOString();
  payment.confirms_at = next.payment === 'processing' ? confirmsAt(now).toISOString() : null;
  tellSchool(payment, next.order, now);
  providerPayments.save();
}

/** The provider's confirmations of approved payments that have come by `now`. */
export function confirmDuePayments(now: Date): void {
  const due = providerPayments.where((payment) => isConfirmedBy(payment, now));
  for (const payment of due) {
    payment.status = 'succeeded';
    tellSchool(payment, 'confirm', new Date(payment.confirms_at ?? now.toISOString()));
  }
  if (due.length > 0) providerPayments.save();
}

const paymentOf = (token: string | readonly string[] | undefined): ProviderPaymentRow | undefined =>
  typeof token === 'string' ? providerPayments.where((payment) => payment.token === token)[0] : undefined;

/**
 * Before the school answers any call, it takes what the provider told it since: the choices left
 * in the browser's inbox, and the confirmations that have come by now.
 */
export function receiveProviderNotifications(now = clock.now(), storage = browserStorage()): void {
  for (const notice of takeProviderNotices(storage)) {
    const payment = paymentOf(notice.token);
    if (payment) decideProviderPayment(payment, notice.choice, now);
  }
  confirmDuePayments(now);
}

const html = (body: string, status = 200) =>
  HttpResponse.html(body, {
    status,
    headers: {
      'Content-Security-Policy':
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'Cache-Control': 'no-store',
    },
  });

export const providerNotificationsHandler = http.all('*/api/v1/*', () => {
  receiveProviderNotifications();
  return undefined;
});

export const paymentProviderHandlers = [
  /** The provider's page of a payment, in the language of its address. */
  http.get(`*${PROVIDER_PATH}/:token`, ({ request, params }) => {
    const language = providerLanguageOf(new URL(request.url).searchParams.get('lang'));
    const payment = paymentOf(params.token);
    if (!payment) return html(unknownPaymentPage(language), 404);
    return payment.status === 'open'
      ? html(openPaymentPage(payment, payment.order_id, language, browserStorage() !== undefined))
      : html(closedPaymentPage(payment, payment.order_id, language));
  }),

  /** The payer's choice, sent by the page's form: the school is told, the payer brought back. */
  http.post(`*${PROVIDER_PATH}/:token`, async ({ request, params }) => {
    const language = providerLanguageOf(new URL(request.url).searchParams.get('lang'));
    const payment = paymentOf(params.token);
    const form = await request.formData().catch(() => undefined);
    const choice = providerChoiceOf(form?.get('choice'));
    if (!payment || !choice) return html(unknownPaymentPage(language), 404);
    decideProviderPayment(payment, choice, clock.now());
    return new HttpResponse(null, { status: 303, headers: { Location: payment.return_url } });
  }),
];
