import { useListClubs } from '@cabinet/api/clubs';
import type { ClubPeriod, PersonRef } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ChildrenPage } from '../../../../features/children/ChildrenPage';
import { ClubCard } from '../../../../features/clubs/ClubCard';
import { CLUBS_PER_PAGE, ClubList } from '../../../../features/clubs/ClubList';
import { paths } from '../../../../shared/paths';
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
  const { t } = useTranslation('clubs');
  return (
    <ChildrenPage
      title={t('parent.title')}
      switcherLabel={t('parent.switcher')}
      childHref={(childId) => pageHref(childId)}
      intro={(name) => t('parent.readOnly', { name })}
      empty={{ title: t('parent.noChildrenTitle'), text: t('parent.noChildrenText') }}
    >
      {(child) => (
        <>
          <ChildClubs key={`${child.id}-upcoming`} child={child} period="upcoming" />
          <ChildClubs key={`${child.id}-archived`} child={child} period="archived" />
        </>
      )}
    </ChildrenPage>
  );
}
