import { useListClubs } from '@cabinet/api/clubs';
import type { ClubPeriod } from '@cabinet/api/model';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ClubCard } from '../../../../features/clubs/ClubCard';
import { CLUBS_PER_PAGE, ClubList } from '../../../../features/clubs/ClubList';
import { pageOf } from '../../../../shared/ListPager';
import { StudentClubActions } from '../../../../features/clubs/StudentClubActions';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';

const tabPath = { upcoming: paths.student.clubsUpcoming, archived: paths.student.clubsArchived } as const;

/** The student's clubs of one period: upcoming ones to book, cancel or pay; the archive with attendance. */
function StudentClubsPage({ period }: { period: ClubPeriod }) {
  const { t } = useTranslation('clubs');
  const [search] = useSearchParams();
  const page = pageOf(search);
  const clubs = useListClubs({ period, page, per_page: CLUBS_PER_PAGE });
  return (
    <>
      <PageHeader
        title={t('student.title')}
        tabsLabel={t('tabs.label')}
        tabs={(['upcoming', 'archived'] as const).map((tab) => ({
          label: t(`tabs.${tab}`),
          href: tabPath[tab].to(),
          current: tab === period,
        }))}
      />
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t(`tabs.${period}`)}
      </Typography>
      {period === 'upcoming' ? (
        <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>
          {t('student.rules')}
        </Typography>
      ) : null}
      <ClubList
        query={clubs}
        emptyHeadingLevel="h3"
        pageHref={(next) => `${tabPath[period].to()}?page=${next}`}
        renderClub={(club) => (
          <ClubCard club={club}>{period === 'upcoming' ? <StudentClubActions club={club} /> : null}</ClubCard>
        )}
      />
    </>
  );
}

export function UpcomingClubsPage() {
  return (
    <RequireArea area="student">
      <StudentClubsPage period="upcoming" />
    </RequireArea>
  );
}

export function ArchivedClubsPage() {
  return (
    <RequireArea area="student">
      <StudentClubsPage period="archived" />
    </RequireArea>
  );
}
