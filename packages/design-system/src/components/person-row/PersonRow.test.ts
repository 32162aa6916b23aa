import { describe, expect, it } from 'vitest';
import { emailHref, initialsOf, messengerHref, phoneHref } from './contacts';

describe('contact links', () => {
  it('turns a written phone number into a tel: link', () => {
    expect(phoneHref('+38 (050) 123-45-67')).toBe('tel:+380501234567');
    expect(phoneHref('050 123 45 67')).toBe('tel:0501234567');
  });

  it('writes a mailto: link', () => {
    expect(emailHref(' olena.koval@example.com ')).toBe('mailto:olena.koval@example.com');
  });

  it('opens Telegram and Facebook by user name', () => {
    expect(messengerHref('telegram', '@olena_koval')).toBe('https://t.me/olena_koval');
    expect(messengerHref('telegram', 'olena_koval')).toBe('https://t.me/olena_koval');
    expect(messengerHref('facebook', 'olena.koval')).toBe('https://www.facebook.com/olena.koval');
  });

  it('opens Viber and WhatsApp by phone number', () => {
    expect(messengerHref('viber', '+38 050 123 45 67')).toBe('viber://chat?number=%2B380501234567');
    expect(messengerHref('whatsapp', '+38 050 123 45 67')).toBe('https://wa.me/380501234567');
  });

  it('keeps a full link as it is', () => {
    expect(messengerHref('facebook', 'https://www.facebook.com/profile.php?id=100')).toBe(
      'https://www.facebook.com/profile.php?id=100',
    );
    expect(messengerHref('viber', 'viber://chat?number=%2B380501234567')).toBe(
      'viber://chat?number=%2B380501234567',
    );
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Олена Коваль')).toBe('ОК');
    expect(initialsOf('олена')).toBe('О');
    expect(initialsOf('Анна-Марія Шевченко-Ткач')).toBe('АМ');
    expect(initialsOf('  ')).toBe('');
  });
});
