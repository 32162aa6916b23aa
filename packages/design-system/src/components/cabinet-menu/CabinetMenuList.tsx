import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { StatusBadge, type StatusValue } from '../status-badge';

export type CabinetMenuItem = {
  label: string;
  href: string;
  /** A "New" or "Updated" mark next to the label. */
  badge?: StatusValue<'flag'> | undefined;
  /** The page the user is on. */
  current?: boolean | undefined;
};

export type CabinetMenuSection = {
  /** The section's caption; a menu with one section may go without. */
  title?: string | undefined;
  items: CabinetMenuItem[];
};

type CabinetMenuListProps = {
  sections: CabinetMenuSection[];
  /** Called when a link is followed, so a drawer can close. */
  onNavigate?: (() => void) | undefined;
};

function MenuSection({ section, onNavigate }: { section: CabinetMenuSection; onNavigate?: () => void }) {
  const titleId = useId();
  return (
    <Box sx={{ '& + &': { mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' } }}>
      {section.title && (
        <Typography
          id={titleId}
          variant="overline"
          color="textSecondary"
          sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2, overflowWrap: 'anywhere' }}
        >
          {section.title}
        </Typography>
      )}
      <List dense disablePadding aria-labelledby={section.title ? titleId : undefined}>
        {section.items.map((item) => (
          <ListItem key={item.href} disablePadding>
            <ListItemButton
              href={item.href}
              selected={Boolean(item.current)}
              aria-current={item.current ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                minHeight: 44,
                gap: 1,
                borderRadius: 1,
                mx: 1,
                '&[aria-current="page"]': {
                  fontWeight: 700,
                  boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
                },
              }}
            >
              <Box
                component="span"
                sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.9375rem' }}
              >
                {item.label}
              </Box>
              {item.badge && <StatusBadge vocabulary="flag" value={item.badge} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** The sections of the menu as lists of links. */
export function CabinetMenuList({ sections, onNavigate }: CabinetMenuListProps) {
  return (
    <>
      {sections.map((section, index) => (
        <MenuSection key={section.title ?? index} section={section} onNavigate={onNavigate} />
      ))}
    </>
  );
}
