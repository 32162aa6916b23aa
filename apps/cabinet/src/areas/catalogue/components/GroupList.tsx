import { useListCatalogueGroups } from '@cabinet/api/catalogue';
import type { Audience } from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { CardSkeleton } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { type CatalogueFilterValues, PER_PAGE, activeCount, pageSearch } from '../filters';
import { GroupCard } from './GroupCard';
import { GroupPagination } from './GroupPagination';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import { QueryContent } from '../../../shared/QueryContent';

type GroupListProps = { audience: Audience; filters: CatalogueFilterValues; page: number };

/** One page of an audience's recruiting groups, with the count, the empty states and the pages. */
export function GroupList({ audience, filters, page }: GroupListProps) {
  const { t } = useTranslation('catalogue');
  const list = useListCatalogueGroups(
    { audience, ...filters, page, per_page: PER_PAGE },
    { request: { silent: true } },
  );
  const base = paths.coursesAudience.to(audience);
  return (
    <QueryContent query={list} loading={<CardSkeleton count={2} label={t('list.loading')} />}>
      {({ data, meta }) => {
        const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
        return (
          <Box>
            <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
              {meta.total > 0 ? t('list.found', { count: meta.total }) : ''}
            </Typography>
            {meta.total === 0 && activeCount(filters) > 0 && (
              <EmptyState
                kind="noSearchResults"
                headingLevel="h2"
                action={
                  <Button href={base} variant="outlined">
                    {t('filters.reset')}
                  </Button>
                }
              />
            )}
            {meta.total === 0 && activeCount(filters) === 0 && (
              <EmptyState title={t('list.noneTitle')} text={t('list.noneText')} headingLevel="h2" />
            )}
            {meta.total > 0 && data.length === 0 && (
              <EmptyState
                title={t('list.noPageTitle')}
                headingLevel="h2"
                action={
                  <Button href={`${base}${pageSearch(filters, 1)}`} variant="outlined">
                    {t('list.firstPage')}
                  </Button>
                }
              />
            )}
            {data.length > 0 && (
              <>
                <Typography component="h2" sx={visuallyHidden}>
                  {t('list.title')}
                </Typography>
                <CardGrid minColumnWidth={300}>
                  {data.map((group) => (
                    <li key={group.id}>
                      <GroupCard group={group} />
                    </li>
                  ))}
                </CardGrid>
              </>
            )}
            {pages > 1 && (
              <GroupPagination
                page={page}
                pages={pages}
                hrefOf={(to) => `${base}${pageSearch(filters, to)}`}
              />
            )}
          </Box>
        );
      }}
    </QueryContent>
  );
}
