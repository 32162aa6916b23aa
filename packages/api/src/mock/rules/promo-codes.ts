/** A promo code of the video-course subscriptions. */
export type PromoTerms = { code: string; percent_off: number; valid_until: string };

export type PromoRefusal = 'promo_invalid' | 'promo_expired';

/** Codes are typed in any case and with stray spaces; the school keeps them upper case. */
export const normalCode = (code: string): string => code.trim().toUpperCase();

/** "Incorrect" for a code the school does not have, "expired" after its last day. */
export function promoRefusal(promo: PromoTerms | undefined, today: string): PromoRefusal | null {
  if (!promo) return 'promo_invalid';
  return today > promo.valid_until ? 'promo_expired' : null;
}

/**
 * The first payment of a plan with a promo code (whole hryvnias, rounded down in the payer's
 * favour); the promo lowers the first payment only, every later payment is the plan's price.
 */
export function firstPayment(price: number, promo: PromoTerms | null): { amount: number; discount: number } {
  if (!promo) return { amount: price, discount: 0 };
  const discount = Math.min(price, Math.ceil((price * promo.percent_off) / 100));
  return { amount: price - discount, discount };
}
