import { useListClubs } from '@cabinet/api/clubs';
import { useListCourses } from '@cabinet/api/courses';
import type { ClubPeriod, PersonRef } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ClubCard } from '../../../../features/clubs/ClubCard';
import { CLUBS_PER_PAGE, ClubList } from '../../../../features/clubs/ClubList';
import { useCurrentUser } from '../../../../session/use-current-user';
import { PageError } from '../../../../shared/PageError';
import { PageLoading } from '../../../../shared/PageLoading';
import { paths } from '../../../../shared/paths';
import { childrenOf, chosenChild } from '../../../../features/children/children';
import { nameIn } from '../../../../shared/in-language';

/** An address of this page: a child, and a page of one of the two lists. */
function pageHref(childId: number, key?: string, page?: number): string {
  const query = new URLSearchParams({ child: String(childId) });
  if (key && page && page > 1) query.set(key, String(page));
  return `${paths.parent.clubs.to()}?${query.toString()}`;
}

function ChildClubs({ child, period }: { child: PersonRef; period: ClubPeriod }) {
  const { t, i18n } = useTranslation('clubs');
  const [search] = useSearchParams();
  const key = period === 'upcoming' ? 'page' : 'archivePage';
  const page = Math.max(1, Number(search.get(key)) || 1);
  const clubs = useListClubs({ period, student_id: child.id, page, per_page: CLUBS_PER_PAGE });
  const name = nameIn(child, i18n.language);
  return (
    <Box component="section" aria-labelledby={`clubs-${period}`} sx={{ mb: 4 }}>
      <Typography id={`clubs-${period}`} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t(`parent.${period}`, { name })}
      </Typography>
      <ClubList
        query={clubs}
        emptyHeadingLevel="h3"
        pageHref={(next) => pageHref(child.id, key, next)}
        renderClub={(club) => <ClubCard club={club} viewer="parent" />}
      />
    </Box>
  );
}

/** The clubs of the parent's children, read-only, with a switcher when there are several. */
export function ParentClubsPage() {
  const { t, i18n } = useTranslation('clubs');
  const [search] = useSearchParams();
  const { data: user } = useCurrentUser();
  const courses = useListCourses({ per_page: 100 });
  if (courses.isPending) return <PageLoading />;
  if (courses.isError) return <PageError error={courses.error} onRetry={() => void courses.refetch()} />;
  const children = childrenOf(courses.data.data, user?.id);
  const child = chosenChild(children, search);
  return (
    <>
      <PageHeader
        title={t('parent.title')}
        tabsLabel={t('parent.switcher')}
        tabs={
          children.length > 1
            ? children.map((each) => ({
                label: nameIn(each, i18n.language),
                href: pageHref(each.id),
                current: each.id === child?.id,
              }))
            : undefined
        }
      />
      {child ? (
        <>
          <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>
            {t('parent.readOnly', { name: nameIn(child, i18n.language) })}
          </Typography>
          <ChildClubs key={`${child.id}-upcoming`} child={child} period="upcoming" />
          <ChildClubs key={`${child.id}-archived`} child={child} period="archived" />
        </>
      ) : (
        <EmptyState title={t('parent.noChildrenTitle')} text={t('parent.noChildrenText')} headingLevel="h2" />
      )}
    </>
  );
}
