import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/visually-hidden';

/** The frame every card of the cabinet shares: outline, title, the line above it, outside links. */

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type CardFrameProps = {
  titleId: string;
  component?: ElementType;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** An outlined card named by its title. */
export function CardFrame({ titleId, component = 'article', sx, children }: CardFrameProps) {
  return (
    <Paper
      variant="outlined"
      component={component}
      aria-labelledby={titleId}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: { xs: 2, sm: 2.5 },
          minWidth: 0,
          overflowWrap: 'anywhere',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}

type CardTitleProps = {
  id: string;
  level?: HeadingLevel;
  /** When set, the title is the link to the item's page. */
  href?: string | undefined;
  children: ReactNode;
};

/** The card's heading; a link when the card leads somewhere. */
export function CardTitle({ id, level = 3, href, children }: CardTitleProps) {
  return (
    <Typography id={id} component={`h${level}`} variant="h6" sx={{ m: 0, lineHeight: 1.4 }}>
      {href ? (
        <Link href={href} sx={{ display: 'inline-block', minHeight: 24 }}>
          {children}
        </Link>
      ) : (
        children
      )}
    </Typography>
  );
}

type CardKickerProps = {
  /** What the item is: "Task", "Speaking club · Online"; left out when the badges say it. */
  label?: ReactNode;
  /** Status badges after it. */
  children?: ReactNode;
};

/** The line above a card's title: what the item is, then its status badges; it wraps on a phone. */
export function CardKicker({ label, children }: CardKickerProps) {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {label ? (
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary', fontWeight: 500 }}>
          {label}
        </Typography>
      ) : null}
      {children}
    </Stack>
  );
}

type ExternalLinkProps = { href: string; children: ReactNode };

/**
 * A link to another site (Zoom, a recording) that opens in a new tab and says so to screen readers.
 * Always a plain `<a>`, never the app's router link.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Link
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24, overflowWrap: 'anywhere' }}
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` (${t('cards.common.opensInNewTab')})`}
      </Box>
      <OpenInNewIcon aria-hidden fontSize="inherit" />
    </Link>
  );
}

type CardGridProps = {
  /** The cards, each in its own `<li>`. */
  children: ReactNode;
  /**
   * The narrowest a column may be, in pixels: as many columns as fit side by side, each at least
   * this wide (one column on a screen narrower than it). Without it: one column on a phone, two
   * from a medium screen.
   */
  minColumnWidth?: number;
  /** The heading that names the list, when the list needs its own name. */
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
};

/** A list of cards in a grid; a screen reader hears a list. */
export function CardGrid({ children, minColumnWidth, sx, 'aria-labelledby': labelledBy }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns:
            minColumnWidth === undefined
              ? { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }
              : `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
