import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { CabinetMenuList, type CabinetMenuSection } from './CabinetMenuList';
import { CABINET_MENU_ID, MENU_BREAKPOINT } from './constants';

export type CabinetMenuProps = {
  sections: CabinetMenuSection[];
  /** Whether the drawer is open on small screens; on wide screens the menu is always shown. */
  open: boolean;
  /** Closes the drawer: on Escape, on the backdrop, on the close button and when a link is followed. */
  onClose: () => void;
  /** The id of the menu, for the header button's `aria-controls`. */
  id?: string;
  /** The menu's accessible name; "Main menu" by default. */
  label?: string;
};

const WIDTH = 280;

/** The cabinet's navigation: a side column on wide screens, a drawer on phones and tablets. */
export function CabinetMenu({ sections, open, onClose, id = CABINET_MENU_ID, label }: CabinetMenuProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up(MENU_BREAKPOINT), { noSsr: true });
  const name = label ?? t('layout.menu.label');

  if (wide) {
    return (
      <Box
        component="nav"
        id={id}
        aria-label={name}
        sx={{
          width: WIDTH,
          flexShrink: 0,
          py: 1,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <CabinetMenuList sections={sections} />
      </Box>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      // Not in the page while closed: mounting a closed drawer measures it, a forced layout in the
      // first render of every page on a phone. The header button names it only while it is open.
      slotProps={{ paper: { 'aria-label': name, sx: { width: `min(${WIDTH}px, 85vw)` } } }}
    >
      <Box component="nav" id={id} aria-label={name} sx={{ pb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={onClose} aria-label={t('layout.menu.close')}>
            <CloseIcon aria-hidden="true" />
          </IconButton>
        </Box>
        <CabinetMenuList sections={sections} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
