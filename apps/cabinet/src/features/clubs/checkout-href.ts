import { paths } from '../../shared/paths';

/** The checkout of an order (`/checkout?order=<id>`) and its success page. */
export const checkoutHref = (orderId: number): string => `${paths.checkout.to()}?order=${orderId}`;
export const checkoutSuccessHref = (orderId: number): string =>
  `${paths.checkoutSuccess.to()}?order=${orderId}`;

/** The order id of a checkout address's query, or null when it is missing or not a positive integer. */
export function orderIdOf(search: URLSearchParams): number | null {
  const raw = search.get('order');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
