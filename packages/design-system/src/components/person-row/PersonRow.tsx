import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { initialsOf, type Messenger } from './contacts';
import { PersonContacts } from './PersonContacts';

export type PersonRowProps = {
  /** The full name, shown as text beside the avatar. */
  name: string;
  /** The photo; without it the row shows the initials. */
  avatarUrl?: string | undefined;
  /** Makes the name a link, e.g. to the person's profile. */
  href?: string | undefined;
  /** A line under the name: a role, a company, a group. */
  subtitle?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  /** User names (Telegram, Facebook), phone numbers (Viber, WhatsApp) or full links. */
  messengers?: Partial<Record<Messenger, string>> | undefined;
  /** Usually a StatusBadge, e.g. `<StatusBadge vocabulary="corporateStudent" value="active" />`. */
  status?: ReactNode;
  /** Buttons or a menu for this person. */
  actions?: ReactNode;
  /** `li` when the row sits in a list. */
  component?: 'div' | 'li';
};

const AVATAR_SIZE = 40;

/** A person in a list: avatar, name, contacts, status and actions; stacks on a phone. */
export function PersonRow({
  name,
  avatarUrl,
  href,
  subtitle,
  email,
  phone,
  messengers,
  status,
  actions,
  component = 'div',
}: PersonRowProps) {
  return (
    <Box
      component={component}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flex: '1 1 260px', minWidth: 0 }}>
        {avatarUrl ? (
          <Avatar src={avatarUrl} alt={name} sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }} />
        ) : (
          <Avatar
            aria-hidden
            sx={(theme) => ({
              width: AVATAR_SIZE,
              height: AVATAR_SIZE,
              fontSize: 16,
              fontWeight: 500,
              bgcolor: theme.palette.status.info.bg,
              color: theme.palette.status.info.fg,
            })}
          >
            {initialsOf(name)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {href ? (
              <Link href={href} underline="hover">
                {name}
              </Link>
            ) : (
              name
            )}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          ) : null}
          <PersonContacts name={name} email={email} phone={phone} messengers={messengers} />
        </Box>
      </Box>
      {status || actions ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            // On a phone: a line of its own under the name, clear of the avatar column.
            flex: { xs: '1 1 100%', sm: '0 0 auto' },
            pl: { xs: `${AVATAR_SIZE + 12}px`, sm: 0 },
          }}
        >
          {status}
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
