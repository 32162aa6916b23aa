import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/visually-hidden';

export type CabinetUser = {
  name: string;
  /** The user's profile page. */
  profileHref: string;
  /** A photo; without it, the initials. */
  avatarSrc?: string | undefined;
  /** The company of a corporate user, shown under the name. */
  company?: string | undefined;
};

/** "Олена Коваль" -> "ОК"; one letter for a single word. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The signed-in user's avatar and name, a link to the profile. */
export function UserBlock({ user }: { user: CabinetUser }) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Link
      href={user.profileHref}
      underline="hover"
      color="inherit"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minWidth: 0,
        minHeight: 40,
        borderRadius: 1,
      }}
    >
      <Avatar
        src={user.avatarSrc}
        alt=""
        aria-hidden="true"
        sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initialsOf(user.name)}
      </Avatar>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 }}>
        <Box component="span" sx={visuallyHidden}>
          {t('layout.header.profile')}{' '}
        </Box>
        <Box component="span" sx={{ fontWeight: 500, fontSize: 14, overflowWrap: 'anywhere' }}>
          {user.name}
        </Box>
        {user.company && (
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {user.company}
          </Box>
        )}
      </Box>
    </Link>
  );
}
