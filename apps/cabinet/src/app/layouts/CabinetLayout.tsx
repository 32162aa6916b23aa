import { getToken } from '@cabinet/api/http';
import { schoolToday } from '@cabinet/api/time';
import type { User } from '@cabinet/api/model';
import { CabinetFooter } from '@cabinet/design-system/cabinet-footer';
import { CabinetHeader } from '@cabinet/design-system/cabinet-header';
import { CabinetMenu } from '@cabinet/design-system/cabinet-menu';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyNotificationBell } from '../../features/notifications/LazyNotificationBell';
import { setAppLanguage } from '../../i18n';
import { DraftOwnerProvider } from '../../shared/drafts/draft-owner';
import { OfflineNotice } from '../offline/OfflineNotice';
import { paths } from '../../shared/paths';
import { useMenu } from '../menu/use-menu';
import { NavigationProgress } from './NavigationProgress';
import { mediaUrl, partnerLogos } from './partner-sites';
import { useSignOutWithDrafts } from './use-sign-out-with-drafts';
import { VisitorSignIn } from './VisitorSignIn';

const CORPORATE = ['corporate_student', 'corporate_hr', 'corporate_teacher'] as const;

type CabinetLayoutProps = {
  /** The signed-in user; without one the header has no user block and there is no menu. */
  user: User | undefined;
  /** The page, its loading state or its error. */
  children: ReactNode;
  /** The router is loading the next page: the page place is marked busy and a bar shows. */
  navigating?: boolean;
  /** A visitor who has not signed in, on a public page: a sign-in link under the header. */
  visitor?: boolean;
};

/** Header with the menu (signed-in users only), content and the copyright footer. */
export function CabinetLayout({ user, children, navigating = false, visitor = false }: CabinetLayoutProps) {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { requestSignOut, dialog: signOutDialog } = useSignOutWithDrafts(user?.id);
  const draftOwner = user ? user.id : getToken() === null ? 'visitor' : null;
  const sections = useMenu(user?.spaces ?? [], user?.company_name);
  const corporate = user?.spaces.some((space) => (CORPORATE as readonly string[]).includes(space));
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress active={navigating} />
      <CabinetHeader
        partners={partnerLogos(t)}
        language={i18n.language === 'en' ? 'en' : 'uk'}
        onLanguageChange={(language) => void setAppLanguage(language)}
        user={
          user && {
            name: user.name,
            profileHref: paths.profile.to(),
            ...(user.avatar ? { avatarSrc: mediaUrl(user.avatar.data.path) } : {}),
            ...(corporate && user.company_name ? { company: user.company_name } : {}),
          }
        }
        onLogout={requestSignOut}
        menuOpen={menuOpen}
        onMenuToggle={() => setMenuOpen((open) => !open)}
        actions={user && <LazyNotificationBell />}
      />
      {visitor && !user && <VisitorSignIn />}
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {user && <CabinetMenu sections={sections} open={menuOpen} onClose={() => setMenuOpen(false)} />}
        <Container
          component="main"
          id="main"
          maxWidth="lg"
          aria-busy={navigating}
          sx={{ flex: 1, minWidth: 0, py: 3 }}
        >
          {user && <OfflineNotice />}
          <DraftOwnerProvider owner={draftOwner}>{children}</DraftOwnerProvider>
        </Container>
      </Box>
      {signOutDialog}
      <CabinetFooter centreName={t('shell.centre')} year={Number(schoolToday().slice(0, 4))} />
    </Box>
  );
}
