import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { type PageTab, PageTabs } from './PageTabs';

export type Breadcrumb = {
  label: string;
  /** Where the crumb leads; the last crumb, the current page, needs none. */
  href?: string | undefined;
};

export type PageHeaderProps = {
  /** The page's title, its only h1. */
  title: string;
  /** The path to this page; the last crumb is the page itself. */
  breadcrumbs?: Breadcrumb[] | undefined;
  /** Buttons or links next to the title, e.g. "Add a student". */
  actions?: ReactNode;
  /** Views of the page as links; the one with `current` is marked as the page the user is on. */
  tabs?: PageTab[] | undefined;
  /** The accessible name of the tabs; "Page sections" by default. */
  tabsLabel?: string | undefined;
};

/** The top of a page: breadcrumbs, the h1 title with actions, and tabs between its views. */
export function PageHeader({ title, breadcrumbs, actions, tabs, tabsLabel }: PageHeaderProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box sx={{ mb: 3 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs
          aria-label={t('layout.pageHeader.breadcrumbs')}
          expandText={t('layout.pageHeader.showPath')}
          separator={<NavigateNextIcon fontSize="small" aria-hidden="true" />}
          sx={{ mb: 1, fontSize: '0.875rem', '& .MuiBreadcrumbs-ol': { rowGap: 0.5 } }}
        >
          {breadcrumbs.map((crumb, index) =>
            index === breadcrumbs.length - 1 || !crumb.href ? (
              <Typography
                key={`${index}-${crumb.label}`}
                component="span"
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
                sx={{ fontSize: 'inherit', color: 'text.primary', overflowWrap: 'anywhere' }}
              >
                {crumb.label}
              </Typography>
            ) : (
              <Link
                key={`${index}-${crumb.label}`}
                href={crumb.href}
                color="textSecondary"
                underline="always"
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, overflowWrap: 'anywhere' }}
              >
                {crumb.label}
              </Link>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography
          component="h1"
          variant="h4"
          sx={{
            fontSize: { xs: '1.5rem', sm: '2rem' },
            fontWeight: 500,
            overflowWrap: 'anywhere',
            minWidth: 0,
          }}
        >
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {tabs && tabs.length > 0 && <PageTabs tabs={tabs} label={tabsLabel ?? t('layout.pageHeader.tabs')} />}
    </Box>
  );
}
