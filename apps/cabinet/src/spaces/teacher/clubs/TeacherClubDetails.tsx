import { useGetClub } from '@cabinet/api/clubs';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { clubName } from '../../../features/clubs/club-rules';
import { paths } from '../../../shared/paths';
import { CLUB_TABS, type ClubTab, clubTabHref } from './club-tabs';
import { ClubNotesForm } from './ClubNotesForm';
import { ClubSummary } from './ClubSummary';
import { ClubZoomInfo } from './ClubZoomInfo';
import { QueryContent } from '../../../shared/QueryContent';

/** A club the teacher leads: crumbs, its name as the title, the tabs summary, notes and Zoom info. */
export function TeacherClubDetails({ clubId, tab }: { clubId: number; tab: ClubTab }) {
  const { t, i18n } = useTranslation('teacherClubs');
  const club = useGetClub(clubId);
  return (
    <QueryContent query={club}>
      {({ data }) => {
        const name = clubName(data, i18n.language);
        return (
          <>
            <PageHeader
              title={name}
              breadcrumbs={[
                { label: t('list.title'), href: paths.teacher.clubsTab.to('upcoming') },
                { label: name },
              ]}
              tabsLabel={t('club.tabsLabel')}
              tabs={CLUB_TABS.map((each) => ({
                label: t(`club.tabs.${each}`),
                href: clubTabHref(clubId, each),
                current: each === tab,
              }))}
            />
            {tab === 'summary' ? <ClubSummary club={data} /> : null}
            {tab === 'notes' ? <ClubNotesForm key={data.id} club={data} /> : null}
            {tab === 'zoom-info' ? <ClubZoomInfo club={data} /> : null}
          </>
        );
      }}
    </QueryContent>
  );
}
