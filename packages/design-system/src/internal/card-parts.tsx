import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, languageOf } from '../i18n';
import { visuallyHidden } from './visually-hidden';

/** The parts the learning cards share: frame, title, facts, external link. */

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The `ds` texts and the interface language as the formatters want it. */
export function useCardText() {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  return { t, language: languageOf(i18n.language) };
}

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

type ExternalLinkProps = { href: string; children: ReactNode };

/**
 * A link to another site (Zoom, a recording) that opens in a new tab and says so to screen readers.
 * Always a plain `<a>`, never the app's router link.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  const { t } = useCardText();
  return (
    <Link
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` (${t('cards.common.opensInNewTab')})`}
      </Box>
      <OpenInNewIcon aria-hidden fontSize="inherit" />
    </Link>
  );
}

/** Names joined the way the language joins a list: "Олена Коваль і Ігор Шевченко". */
export function joinNames(names: readonly string[], language: 'uk' | 'en'): string {
  return new Intl.ListFormat(language === 'en' ? 'en-GB' : 'uk', { type: 'conjunction' }).format(names);
}

export { visuallyHidden } from './visually-hidden';

export { Fact, Facts } from '../components/fact-list/FactList';
