import { useGetCourse } from '@cabinet/api/courses';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { languageOf } from '../../shared/in-language';

/** The links a teacher-training group's tutor recommends, each opening in a new tab. */
export function UsefulLinks({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('courses');
  const query = useGetCourse(courseId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  const links = query.data.data.useful_links;
  if (links.length === 0)
    return (
      <EmptyState title={t('usefulLinks.emptyTitle')} text={t('usefulLinks.emptyText')} headingLevel="h2" />
    );
  const english = languageOf(i18n.language) === 'en';
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('usefulLinks.label')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink href={link.url}>{english ? link.title_en : link.title}</ExternalLink>
        </li>
      ))}
    </Stack>
  );
}
