import type { ProviderChoice, ProviderMethod } from '../rules/payment-provider';
import { CONFIRMS_AFTER_SECONDS } from '../rules/payment-provider';

/** The mock provider's page in the payer's language; it stands for a third party's page. */
export const PROVIDER_TEXTS = {
  uk: {
    title: (orderId: number) => `Оплата замовлення № ${orderId}`,
    provider: 'Тестовий платіжний провайдер',
    notice: 'Це демонстраційна сторінка платіжного провайдера мовної школи: кошти не списуються.',
    merchant: 'Отримувач',
    merchantName: 'Мовна школа (демо)',
    amount: 'Сума',
    money: (amount: number) => `${amount.toLocaleString('uk-UA')} грн`,
    method: 'Спосіб оплати',
    methods: { card: 'Банківська картка', google_pay: 'Google Pay', apple_pay: 'Apple Pay' },
    choose: 'Що зробити з оплатою?',
    choices: {
      pay: 'Оплатити',
      pay_later: `Оплатити, банк підтвердить за ${CONFIRMS_AFTER_SECONDS} секунд`,
      decline: 'Збій: банк відхиляє оплату',
      cancel: 'Скасувати оплату',
    },
    closedTitle: 'Цю оплату вже завершено',
    closed: 'Рішення щодо цієї оплати вже ухвалено, або її замінила новіша. Повторно її не провести.',
    unknownTitle: 'Оплату не знайдено',
    unknown: 'Провайдер не знає такої оплати. Поверніться до школи та почніть оплату знову.',
    back: 'Повернутися до школи',
    otherLanguage: 'English',
  },
  en: {
    title: (orderId: number) => `Payment of order no. ${orderId}`,
    provider: 'Test payment provider',
    notice: "This is the language school's demo payment provider page: no money is taken.",
    merchant: 'Payee',
    merchantName: 'Language school (demo)',
    amount: 'Amount',
    money: (amount: number) => `UAH ${amount.toLocaleString('en-GB')}`,
    method: 'Payment method',
    methods: { card: 'Bank card', google_pay: 'Google Pay', apple_pay: 'Apple Pay' },
    choose: 'What should happen to the payment?',
    choices: {
      pay: 'Pay',
      pay_later: `Pay, the bank confirms in ${CONFIRMS_AFTER_SECONDS} seconds`,
      decline: 'Fail: the bank declines the payment',
      cancel: 'Cancel the payment',
    },
    closedTitle: 'This payment is already finished',
    closed: 'This payment was already decided, or a newer one replaced it. It cannot be made again.',
    unknownTitle: 'Payment not found',
    unknown: 'The provider knows no such payment. Go back to the school and start the payment again.',
    back: 'Back to the school',
    otherLanguage: 'Українською',
  },
} satisfies Record<
  'uk' | 'en',
  {
    methods: Record<ProviderMethod, string>;
    choices: Record<ProviderChoice, string>;
    [key: string]: unknown;
  }
>;

export type ProviderLanguage = keyof typeof PROVIDER_TEXTS;

/** The page's language from its address (`?lang=`), else the school's default, Ukrainian. */
export const providerLanguageOf = (value: string | null): ProviderLanguage => (value === 'en' ? 'en' : 'uk');

/** The payer's language from a call's `Accept-Language`: the first of Ukrainian and English named. */
export function payerLanguageOf(acceptLanguage: string | null): ProviderLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'uk' || tag === 'en') return tag;
  }
  return 'uk';
}
