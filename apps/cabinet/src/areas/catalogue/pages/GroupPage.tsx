import { useGetCatalogueGroup } from '@cabinet/api/catalogue';
import { ApiError } from '@cabinet/api/http';
import type { Audience } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../session/use-current-user';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { idOf } from '../../../shared/route-ids';
import { GROUP_TABS, type GroupTab, groupTabPath, isAudience } from '../catalogue-paths';
import { RegistrationForm } from '../components/RegistrationForm';
import { Section } from '../components/Section';
import { pick } from '../present';
import { languageOf } from '../../../shared/in-language';

const tabOf = (pathname: string): GroupTab =>
  GROUP_TABS.find((tab) => pathname.endsWith(`/${tab}`)) ?? GROUP_TABS[0];

/** A recruiting group: its tabs as links, the open tab, and the registration request beside them. */
function Group({ audience, id }: { audience: Audience; id: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const group = useGetCatalogueGroup(id, { request: { silent: true } });
  const { data: user } = useCurrentUser();
  const listHref = paths.coursesAudience.to(audience);
  if (group.isPending) return <PageLoading />;
  if (group.isError) {
    if (group.error instanceof ApiError && group.error.status === 404) {
      return (
        <>
          <PageHeader title={t('group.goneTitle')} />
          <EmptyState
            text={t('group.goneText')}
            action={
              <Button href={listHref} variant="outlined">
                {t('group.backToList')}
              </Button>
            }
          />
        </>
      );
    }
    return <PageError error={group.error} onRetry={() => void group.refetch()} />;
  }
  const detail = group.data.data;
  const current = tabOf(pathname);
  // A group reached under another audience's address moves to its own.
  if (detail.audience !== audience)
    return <Navigate to={groupTabPath(detail.audience, id, current)} replace />;
  const program = pick(detail.program.name, detail.program.name_en, languageOf(i18n.language));
  return (
    <>
      <PageHeader
        title={t('group.title', { program, level: detail.general.level })}
        breadcrumbs={[
          { label: t('crumb'), href: paths.courses.to() },
          { label: t(`audience.${audience}.tab`), href: listHref },
          { label: detail.name },
        ]}
        tabs={GROUP_TABS.map((tab) => ({
          label: t(`group.tab.${tab}`),
          href: groupTabPath(audience, id, tab),
          current: tab === current,
        }))}
        tabsLabel={t('group.tabs')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        }}
      >
        <Outlet context={detail} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Section title={t('form.title')}>
            <RegistrationForm
              groupId={id}
              initial={user ? { name: user.name, phone: user.phone ?? '' } : undefined}
            />
          </Section>
        </Paper>
      </Box>
    </>
  );
}

/** `/courses/:slug/group/:groupId`: an unknown audience or a malformed id goes to /404. */
export function GroupPage() {
  const { slug, groupId } = useParams();
  const id = idOf(groupId);
  if (!isAudience(slug) || id === null) return <Navigate to={paths.notFound.to()} replace />;
  return <Group key={id} audience={slug} id={id} />;
}
