import { useListFeedPosts } from '@cabinet/api/courses';
import { formatDateTime } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../shared/ListPager';
import { studentParams } from './course-present';
import { PlainText } from './parts';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

export const FEED_PER_PAGE = 10;

/** The group's feed: the teacher's posts, newest first, read-only for students and parents. */
export function CourseFeed({ courseId, studentId }: { courseId: number; studentId?: number | undefined }) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useListFeedPosts(courseId, { ...studentParams(studentId), page, per_page: FEED_PER_PAGE });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.meta.total / query.data.meta.per_page)) : 1;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('feed.title')}
      </Typography>
      <QueryContent
        query={query}
        empty={<Typography sx={{ color: 'text.secondary' }}>{t('feed.empty')}</Typography>}
      >
        {({ data }) => (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((post) => (
              <Paper
                key={post.id}
                component="li"
                variant="outlined"
                sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
              >
                <Typography component="p" variant="body2" sx={{ m: 0, mb: 1, color: 'text.secondary' }}>
                  <Box component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
                    {nameIn(post.author, language)}
                  </Box>
                  {' · '}
                  <time dateTime={post.created_at}>{formatDateTime(post.created_at, language)}</time>
                </Typography>
                <PlainText text={post.text} />
              </Paper>
            ))}
          </Stack>
        )}
      </QueryContent>
      <ListPager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('feed.pages')}
        previous={t('feed.newer')}
        next={t('feed.older')}
      />
    </Box>
  );
}
