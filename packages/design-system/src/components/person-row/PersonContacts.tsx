import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { emailHref, MESSENGER_NAMES, MESSENGERS, type Messenger, messengerHref, phoneHref } from './contacts';

export type PersonContactsProps = {
  /** Whose contacts these are; it names the list and the messenger links. */
  name: string;
  email?: string | undefined;
  phone?: string | undefined;
  messengers?: Partial<Record<Messenger, string>> | undefined;
};

const MESSENGER_ICONS: Record<Messenger, ComponentType<SvgIconProps>> = {
  telegram: TelegramIcon,
  viber: ChatBubbleOutlineIcon,
  whatsapp: WhatsAppIcon,
  facebook: FacebookIcon,
};

function ContactLink({
  href,
  icon: Icon,
  label,
  children,
}: {
  href: string;
  icon: ComponentType<SvgIconProps>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box component="li" sx={{ maxWidth: '100%', minWidth: 0 }}>
      <Link
        component="a"
        href={href}
        aria-label={label}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 24,
          maxWidth: '100%',
          typography: 'body2',
          overflowWrap: 'break-word',
        }}
      >
        <Icon fontSize="small" aria-hidden />
        <Box component="span" sx={{ minWidth: 0 }}>
          {children}
        </Box>
      </Link>
    </Box>
  );
}

/** A person's e-mail, phone and messengers as a wrapping list of links; nothing when there are none. */
export function PersonContacts({ name, email, phone, messengers = {} }: PersonContactsProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const chats = MESSENGERS.flatMap((messenger) => {
    const value = messengers[messenger]?.trim();
    return value ? [{ messenger, href: messengerHref(messenger, value) }] : [];
  });

  if (!email && !phone && chats.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('offers.person.contacts', { name })}
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 0.5,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {email ? (
        <ContactLink href={emailHref(email)} icon={EmailOutlinedIcon}>
          {email}
        </ContactLink>
      ) : null}
      {phone ? (
        <ContactLink href={phoneHref(phone)} icon={PhoneOutlinedIcon}>
          {phone}
        </ContactLink>
      ) : null}
      {chats.map((chat) => (
        <ContactLink
          key={chat.messenger}
          href={chat.href}
          icon={MESSENGER_ICONS[chat.messenger]}
          label={t('offers.person.messengerLabel', {
            messenger: MESSENGER_NAMES[chat.messenger],
            name,
          })}
        >
          {MESSENGER_NAMES[chat.messenger]}
        </ContactLink>
      ))}
    </Box>
  );
}
