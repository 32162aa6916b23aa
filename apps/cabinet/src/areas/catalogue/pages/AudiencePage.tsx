import type { Audience } from '@cabinet/api/model';
import { PageHeader } from '@cabinet/design-system/page-header';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { AUDIENCES, isAudience } from '../catalogue-paths';
import { CatalogueFilters } from '../components/CatalogueFilters';
import { GroupList } from '../components/GroupList';
import { PublicFacts } from '../components/PublicFacts';
import { useFilterSearch } from '../use-filter-search';

/** One audience's recruiting groups, filtered by the address's query so the list can be shared. */
function AudienceGroups({ audience }: { audience: Audience }) {
  const { t } = useTranslation('catalogue');
  const { filters, page, change } = useFilterSearch();
  return (
    <>
      <PageHeader
        title={t(`audience.${audience}.title`)}
        breadcrumbs={[
          { label: t('crumb'), href: paths.courses.to() },
          { label: t(`audience.${audience}.tab`) },
        ]}
        tabs={AUDIENCES.map((each) => ({
          label: t(`audience.${each}.tab`),
          href: paths.coursesAudience.to(each),
          current: each === audience,
        }))}
        tabsLabel={t('audiencesLabel')}
      />
      <Stack spacing={3}>
        <Typography sx={{ maxWidth: '70ch' }}>{t(`audience.${audience}.text`)}</Typography>
        <CatalogueFilters
          audience={audience}
          values={filters}
          resetHref={paths.coursesAudience.to(audience)}
          onChange={change}
        />
        <GroupList audience={audience} filters={filters} page={page} />
        <PublicFacts />
      </Stack>
    </>
  );
}

/** `/courses/:slug`: adults, teenagers or kids; any other slug goes to /404. */
export function AudiencePage() {
  const { slug } = useParams();
  if (!isAudience(slug)) return <Navigate to={paths.notFound.to()} replace />;
  return <AudienceGroups key={slug} audience={slug} />;
}
