import { schoolToday, shiftDate } from '../../time/school-time';
import { normalCode, type PromoTerms } from '../rules/promo-codes';
import { createTable } from './table';

/** A promo code for the first payment of a video-course subscription. */
export type PromoCodeRow = PromoTerms & { id: number };

/** Two valid codes and one that expired a few days ago, around today. */
export const promoCodes = createTable<PromoCodeRow>('promo-codes', () => {
  const today = schoolToday();
  return [
    { id: 1, code: 'WELCOME20', percent_off: 20, valid_until: shiftDate(today, 60) },
    { id: 2, code: 'STUDY50', percent_off: 50, valid_until: shiftDate(today, 30) },
    { id: 3, code: 'AUTUMN25', percent_off: 25, valid_until: shiftDate(today, -5) },
  ];
});

/** The promo code as typed (any case, stray spaces), if the school has it. */
export const promoByCode = (typed: string): PromoCodeRow | undefined =>
  promoCodes.rows.find((promo) => promo.code === normalCode(typed));
