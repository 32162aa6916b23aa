import { useListClubs } from '@cabinet/api/clubs';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CLUBS_PER_PAGE, ClubList } from '../../../features/clubs/ClubList';
import { pageOf } from '../../../shared/ListPager';
import { paths } from '../../../shared/paths';
import { CLUB_PERIODS, type ClubListPeriod } from './club-tabs';
import { TeacherClubCard } from './TeacherClubCard';

/** The clubs the teacher leads of one period: the coming ones, or the archive of ended ones. */
export function TeacherClubsList({ period }: { period: ClubListPeriod }) {
  const { t } = useTranslation('teacherClubs');
  const [search] = useSearchParams();
  const clubs = useListClubs({ period, page: pageOf(search), per_page: CLUBS_PER_PAGE });
  const empty = clubs.data?.data.length === 0;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        tabsLabel={t('list.tabsLabel')}
        tabs={CLUB_PERIODS.map((tab) => ({
          label: t(`list.tabs.${tab}`),
          href: paths.teacher.clubsTab.to(tab),
          current: tab === period,
        }))}
      />
      {empty ? (
        <EmptyState kind="noClubs" headingLevel="h2" text={t(`list.empty.${period}`)} />
      ) : (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            {t(`list.tabs.${period}`)}
          </Typography>
          <ClubList
            query={clubs}
            emptyHeadingLevel="h3"
            pageHref={(next) => `${paths.teacher.clubsTab.to(period)}?page=${next}`}
            renderClub={(club) => <TeacherClubCard club={club} />}
          />
        </>
      )}
    </>
  );
}
