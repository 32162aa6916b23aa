/** The messengers a person can be reached in. */
export type Messenger = 'telegram' | 'viber' | 'whatsapp' | 'facebook';
export const MESSENGERS: readonly Messenger[] = ['telegram', 'viber', 'whatsapp', 'facebook'];

/** The messengers' own names, the same in every language. */
export const MESSENGER_NAMES: Record<Messenger, string> = {
  telegram: 'Telegram',
  viber: 'Viber',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
};

const isUrl = (value: string) => /^[a-z][a-z\d+.-]*:/i.test(value);
/** "+38 (050) 123-45-67" -> "380501234567". */
const digits = (phone: string) => phone.replace(/\D/g, '');

/** A phone number as a `tel:` link, keeping the leading plus: "tel:+380501234567". */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits(trimmed)}`;
}

export function emailHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * The link that opens a chat. Telegram and Facebook take a user name (with or without "@") or a
 * full link; Viber and WhatsApp take a phone number or a full link.
 */
export function messengerHref(messenger: Messenger, value: string): string {
  const trimmed = value.trim();
  if (isUrl(trimmed)) return trimmed;
  switch (messenger) {
    case 'telegram':
      return `https://t.me/${trimmed.replace(/^@/, '')}`;
    case 'facebook':
      return `https://www.facebook.com/${trimmed.replace(/^@/, '')}`;
    case 'viber':
      return `viber://chat?number=%2B${digits(trimmed)}`;
    case 'whatsapp':
      return `https://wa.me/${digits(trimmed)}`;
  }
}

/** Up to two initials of a full name: "Олена Коваль" -> "ОК". */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('');
}
