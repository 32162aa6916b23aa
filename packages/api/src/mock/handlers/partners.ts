import { schoolToday } from '../../time/school-time';
import { getListPartnerOffersMockHandler } from '../../generated/partners/partners.msw';
import { partnerOffers } from '../db';
import { paginate } from './paging';
import { fail, requireUser } from './respond';

/** Offers are for users with at least one space; expired ones are not listed. */
export const partnersHandlers = [
  getListPartnerOffersMockHandler(({ request }) => {
    const user = requireUser(request);
    if (!user.spaces.some((space) => space !== 'no_space')) {
      fail(403, 'forbidden', 'Partner offers are for the school’s students and staff.');
    }
    const today = schoolToday();
    return paginate(
      request,
      partnerOffers.rows.filter((offer) => offer.expires_at >= today),
    );
  }),
];
