import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import type { SubstitutionFilter } from '@cabinet/api/model';
import { useListSubstitutions } from '@cabinet/api/substitutions';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import {
  type SubstitutionDone,
  SubstitutionActions,
} from '../../../../features/substitutions/SubstitutionActions';
import { SubstitutionCard } from '../../../../features/substitutions/SubstitutionCard';
import type { TeachingView } from '../../../../shared/course-view';
import { viewPage } from '../../../../shared/course-view-hrefs';
import { ListPager, pageOf } from '../../../../shared/ListPager';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { useNow } from '../../../../shared/use-now';
import { tktSubstituteView, tyltSubstituteView } from '../course-views';
import {
  FILTERS,
  KIND_OF,
  TRAINING_TYPES,
  type TrainingType,
  filterOfSearch,
  listHref,
  tutorLessonHref,
} from '../tutor-substitutions';
import { QueryContent } from '../../../../shared/QueryContent';

/** Requests on one page of the list. */
export const TUTOR_SUBSTITUTIONS_PER_PAGE = 10;

/** All, own or other tutors' requests: links, so the choice lives in the address. */
function FilterLinks({ type, filter }: { type: TrainingType; filter: SubstitutionFilter | null }) {
  const { t } = useTranslation('substitutions');
  return (
    <Stack
      component="nav"
      aria-label={t('tutor.filter.label')}
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      {FILTERS.map((value) => (
        <Button
          key={value ?? 'all'}
          href={listHref(type, value)}
          variant={value === filter ? 'contained' : 'outlined'}
          aria-current={value === filter ? 'page' : undefined}
          size="small"
        >
          {t(`tutor.filter.${value ?? 'all'}`)}
        </Button>
      ))}
    </Stack>
  );
}

/** One course's requests under the filter, with their actions and pages. */
function TutorSubstitutions({ type }: { type: TrainingType }) {
  const { t } = useTranslation('substitutions');
  const now = useNow();
  const [search] = useSearchParams();
  const filter = filterOfSearch(search);
  const page = pageOf(search);
  const [done, setDone] = useState<SubstitutionDone | null>(null);
  const list = useListSubstitutions({
    kind: KIND_OF[type],
    ...(filter ? { filter } : {}),
    page,
    per_page: TUTOR_SUBSTITUTIONS_PER_PAGE,
  });

  const shown = filter ?? 'all';

  return (
    <>
      <PageHeader
        title={t('title')}
        tabsLabel={t('tutor.tabsLabel')}
        tabs={TRAINING_TYPES.map((tab) => ({
          label: t(`tutor.tabs.${tab}`),
          href: listHref(tab, filter),
          current: tab === type,
        }))}
      />
      <FilterLinks type={type} filter={filter} />
      <Box role="status" sx={{ mb: done ? 2 : 0 }}>
        {done ? (
          <Typography sx={{ color: 'success.main', fontWeight: 500 }}>
            {done === 'accepted' ? t('tutor.accepted') : t(`done.${done}`)}
          </Typography>
        ) : null}
      </Box>
      <QueryContent
        query={list}
        empty={
          <EmptyState
            headingLevel="h2"
            title={t(`tutor.empty.${shown}.title`)}
            text={t(`tutor.empty.${shown}.text`)}
          />
        }
      >
        {({ data, meta }) => (
          <>
            {/* The cards' titles are the next level under this one, not under the page's title. */}
            <Typography component="h2" sx={visuallyHidden}>
              {t('tutor.listTitle')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {t('tutor.total', { count: meta.total })}
            </Typography>
            <CardGrid>
              {data.map((item) => (
                <li key={item.id}>
                  <SubstitutionCard item={item} href={tutorLessonHref(item)}>
                    <SubstitutionActions item={item} now={now} onDone={(next) => setDone(next)} />
                  </SubstitutionCard>
                </li>
              ))}
            </CardGrid>
            <ListPager meta={meta} href={(next) => listHref(type, filter, next)} label={t('tutor.pager')} />
          </>
        )}
      </QueryContent>
    </>
  );
}

/** `/tutor/substitutions/:type?` for one course: TKT (also the default) or TYLT. */
const typePage = (type: TrainingType) =>
  function TutorSubstitutionsPage() {
    return <TutorSubstitutions key={type} type={type} />;
  };

export const TktSubstitutionsPage = typePage('tkt');
export const TyltSubstitutionsPage = typePage('tylt');

/** A group's own address under the substitution pages opens its general tab. */
const basePage = (view: TeachingView) =>
  function SubstitutionGroupBasePage() {
    const ids = useRouteIds('id');
    if (!ids) return <Navigate to={paths.error404.to()} replace />;
    return <Navigate to={viewPage(view, 'general').to(ids.id)} replace />;
  };

export const TktSubstitutionBasePage = basePage(tktSubstituteView);
export const TyltSubstitutionBasePage = basePage(tyltSubstituteView);
