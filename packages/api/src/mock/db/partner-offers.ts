import { schoolToday, shiftDate } from '../../time/school-time';
import type { PartnerOffer } from '../../generated/model';
import * as clock from '../../time/clock';

const dateIn = (days: number, from = clock.nowMs()) => shiftDate(schoolToday(from), days);

/** The partners' offers, dated around today so some are current and one has expired. */
export function seedPartnerOffers(now = clock.nowMs()): PartnerOffer[] {
  return [
    {
      id: 1,
      partner_name: 'Книгарня «Сторінка»',
      partner_url: 'https://bookshop.example.org',
      title: '−15 % на книжки англійською',
      tag: 'discount',
      expires_at: dateIn(40, now),
      rules: 'Назвіть промокод на касі або введіть його в кошику на сайті. Не поєднується з іншими знижками.',
      promo_code: 'SCHOOL15',
      image_url: null,
    },
    {
      id: 2,
      partner_name: 'Кав’ярня «Зерно»',
      partner_url: 'https://coffee.example.org',
      title: 'Друга кава в подарунок',
      tag: 'gift',
      expires_at: dateIn(20, now),
      rules: 'Покажіть промокод баристі. Один раз на день.',
      promo_code: 'ZERNO2',
      image_url: null,
    },
    {
      id: 3,
      partner_name: 'Speak Up Travel',
      partner_url: 'https://travel.example.org',
      title: 'Мовний табір у Великій Британії: −10 %',
      tag: 'top_offer',
      expires_at: dateIn(90, now),
      rules: 'Знижка на літні зміни 2027 року для студентів школи та їхніх рідних.',
      promo_code: 'UKCAMP10',
      image_url: null,
    },
    {
      id: 4,
      partner_name: 'Кінотеатр «Оригінал»',
      partner_url: 'https://cinema.example.org',
      title: 'Квиток на фільм мовою оригіналу за 120 грн',
      tag: 'discount',
      expires_at: dateIn(7, now),
      rules: 'Діє на сеанси з понеділка по четвер.',
      promo_code: 'ORIGINAL120',
      image_url: null,
    },
    {
      id: 5,
      partner_name: 'Фітнес-клуб «Рух»',
      partner_url: 'https://fitness.example.org',
      title: 'Тиждень тренувань безкоштовно',
      tag: 'gift',
      expires_at: dateIn(-3, now),
      rules: 'Для нових клієнтів клубу.',
      promo_code: 'RUKH7',
      image_url: null,
    },
  ];
}

export const partnerOffers = {
  rows: seedPartnerOffers(),
  reset(now?: number): void {
    this.rows = seedPartnerOffers(now);
  },
};
