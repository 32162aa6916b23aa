import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, type Language } from '../../i18n';
import { CABINET_MENU_ID, MENU_BREAKPOINT } from '../cabinet-menu/constants';
import { LanguageSwitcher } from '../language-switcher';
import { type PartnerLogo, PartnerLogos } from './PartnerLogos';
import { type CabinetUser, UserBlock } from './UserBlock';

export type CabinetHeaderProps = {
  /** The two partner logos at the start of the header. */
  partners: PartnerLogo[];
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The signed-in user; without one, neither the user block nor the menu button is shown. */
  user?: CabinetUser | undefined;
  onLogout?: (() => void) | undefined;
  /** Whether the menu drawer is open (phones and tablets). */
  menuOpen?: boolean | undefined;
  onMenuToggle?: (() => void) | undefined;
  /** The id of the menu the button opens. */
  menuId?: string | undefined;
  /** The app's actions of a signed-in user (a notification bell), before the user block. */
  actions?: ReactNode;
};

/** The cabinet's top bar: partner logos, language, the user and log out, and the menu button on phones. */
export function CabinetHeader({
  partners,
  language,
  onLanguageChange,
  user,
  onLogout,
  menuOpen = false,
  onMenuToggle,
  menuId = CABINET_MENU_ID,
  actions,
}: CabinetHeaderProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, mr: 'auto' }}>
        {user && onMenuToggle && (
          <IconButton
            aria-label={t('layout.header.menu')}
            aria-expanded={menuOpen}
            // The drawer is in the page only while open (CabinetMenu).
            aria-controls={menuOpen ? menuId : undefined}
            onClick={onMenuToggle}
            edge="start"
            sx={{ display: { xs: 'inline-flex', [MENU_BREAKPOINT]: 'none' } }}
          >
            <MenuIcon aria-hidden="true" />
          </IconButton>
        )}
        <PartnerLogos partners={partners} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          // On phones the language and the user share the second row.
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          alignItems: 'center',
          justifyContent: user ? { xs: 'space-between', sm: 'flex-end' } : 'flex-end',
          width: user ? { xs: '100%', sm: 'auto' } : 'auto',
          columnGap: 2,
          rowGap: 1,
          minWidth: 0,
          ml: 'auto',
        }}
      >
        <LanguageSwitcher value={language} onChange={onLanguageChange} />
        {user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {actions}
            <UserBlock user={user} />
            {onLogout && (
              <>
                {/* On phones the icon alone, named for screen readers; from `sm` up, with its text. */}
                <IconButton
                  color="inherit"
                  onClick={onLogout}
                  aria-label={t('layout.header.logout')}
                  sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
                >
                  <LogoutIcon aria-hidden="true" />
                </IconButton>
                <Button
                  color="inherit"
                  onClick={onLogout}
                  startIcon={<LogoutIcon aria-hidden="true" />}
                  sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0, minHeight: 40 }}
                >
                  {t('layout.header.logout')}
                </Button>
              </>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
