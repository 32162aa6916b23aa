import { useListCourses } from '@cabinet/api/courses';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { childrenOf, chosenChild } from '../../../features/children/children';
import { LearnerProgress } from '../../../features/progress/LearnerProgress';
import { useCurrentUser } from '../../../session/use-current-user';
import { nameIn } from '../../../shared/in-language';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';

const childHref = (childId: number) => `${paths.parent.progress.to()}?child=${childId}`;

/** `/parent/progress`: each child's attendance, homework, tests and levels, with a switcher between children. */
export function ParentProgressPage() {
  const { t, i18n } = useTranslation('progress');
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
        title={t('parentTitle')}
        tabsLabel={t('parentSwitcher')}
        tabs={
          children.length > 1
            ? children.map((each) => ({
                label: nameIn(each, i18n.language),
                href: childHref(each.id),
                current: each.id === child?.id,
              }))
            : undefined
        }
      />
      {child ? (
        <>
          <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>
            {t('parentIntro', { name: nameIn(child, i18n.language) })}
          </Typography>
          <LearnerProgress key={child.id} studentId={child.id} />
        </>
      ) : (
        <EmptyState title={t('noChildrenTitle')} text={t('noChildrenText')} headingLevel="h2" />
      )}
    </>
  );
}
