import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';

/** The ready-made empty lists, each with its own translated title and text. */
export const EMPTY_STATE_KINDS = [
  'noClubs',
  'noEvents',
  'noCertificates',
  'noStudents',
  'noLessons',
  'noSearchResults',
] as const;
export type EmptyStateKind = (typeof EMPTY_STATE_KINDS)[number];

export type EmptyStateProps = {
  /** A preset with translated texts; `title` and `text` override them. */
  kind?: EmptyStateKind;
  title?: string;
  text?: string;
  /** A button or a link under the text, e.g. "Reset filters" or "Browse the catalogue". */
  action?: ReactNode;
  /** The level of the title in the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** An empty list or search: a calm card that says why nothing is here and what to do next. */
export function EmptyState({ kind, title, text, action, headingLevel = 'h3' }: EmptyStateProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const heading = title ?? (kind ? t(`states.empty.${kind}.title`) : undefined);
  const body = text ?? (kind ? t(`states.empty.${kind}.text`) : undefined);
  return (
    <Box
      sx={{
        px: { xs: 2, sm: 4 },
        py: { xs: 3, sm: 5 },
        borderRadius: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        textAlign: 'center',
        overflowWrap: 'anywhere',
      }}
    >
      {heading && (
        <Typography
          component={headingLevel}
          variant="h6"
          sx={{ fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}
        >
          {heading}
        </Typography>
      )}
      {body && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mt: heading ? 1 : 0, maxWidth: 520, mx: 'auto' }}
        >
          {body}
        </Typography>
      )}
      {action && (
        <Box sx={{ mt: 2.5, display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
          {action}
        </Box>
      )}
    </Box>
  );
}
