import { useGetCourse } from '@cabinet/api/courses';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** The links a teacher-training group's tutor recommends, each opening in a new tab. */
export function UsefulLinks({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('courses');
  const query = useGetCourse(courseId);
  return (
    <QueryContent
      query={query}
      isEmpty={({ data }) => data.useful_links.length === 0}
      empty={
        <EmptyState title={t('usefulLinks.emptyTitle')} text={t('usefulLinks.emptyText')} headingLevel="h2" />
      }
    >
      {({ data }) => {
        const links = data.useful_links;
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
      }}
    </QueryContent>
  );
}
