import { useListClubs } from '@cabinet/api/clubs';
import type { ClubPeriod } from '@cabinet/api/model';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pageOf } from '../../shared/ListPager';
import { ClubCard } from './ClubCard';
import { CLUBS_PER_PAGE, ClubList } from './ClubList';
import { StudentClubActions } from './StudentClubActions';

/** The addresses of a learner's two club tabs. */
export type ClubTabs = Record<ClubPeriod, { to: () => string }>;

/**
 * A learner's clubs of one period (the school's student, or a company's employee): upcoming ones
 * to book, cancel or pay; the archive with attendance.
 */
export function LearnerClubsPage({ tabs: tabPath, period }: { tabs: ClubTabs; period: ClubPeriod }) {
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
