export { isOfferExpired } from './expiry';
export { PromoOfferCard, type PromoOfferCardProps } from './PromoOfferCard';
