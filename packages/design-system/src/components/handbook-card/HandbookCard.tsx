import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { StatusBadge, type StatusValue } from '../status-badge';
import { visuallyHidden } from '../../internal/visually-hidden';

export type HandbookCardProps = {
  title: string;
  /** The handbook's category, e.g. "Граматика" or "Розмовні клуби". */
  category: string;
  description?: string | undefined;
  /** Marks a handbook that is new or has been updated recently. */
  flag?: StatusValue<'flag'> | undefined;
  href: string;
  /** Opens the handbook in a new tab (an outside document); the link says so. */
  external?: boolean | undefined;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/** A teachers' handbook: its title links to it; the category, a short description and a flag. */
export function HandbookCard({
  title,
  category,
  description,
  flag,
  href,
  external = false,
  headingLevel = 3,
}: HandbookCardProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <Box component="span" sx={visuallyHidden}>
              {`${t('offers.handbook.category')}: `}
            </Box>
            {category}
          </Typography>
          {flag ? <StatusBadge vocabulary="flag" value={flag} /> : null}
        </Box>
        <Typography
          id={headingId}
          variant="h6"
          component={`h${headingLevel}`}
          sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link
            href={href}
            underline="hover"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {title}
            {external ? (
              <>
                <OpenInNewIcon fontSize="small" aria-hidden sx={{ ml: 0.5, verticalAlign: 'text-bottom' }} />
                <Box component="span" sx={visuallyHidden}>
                  {` ${t('offers.handbook.opensInNewTab')}`}
                </Box>
              </>
            ) : null}
          </Link>
        </Typography>
        {description ? (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
