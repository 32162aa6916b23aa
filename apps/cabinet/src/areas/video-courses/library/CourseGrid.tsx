import { useListVideoCourses } from '@cabinet/api/video-courses';
import { Level } from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { libraryHref } from '../../../features/video-courses/video-course-href';
import { ListPager, pageOf } from '../../../shared/ListPager';
import { CourseCard } from './CourseCard';
import { LevelFilter } from './LevelFilter';
import { QueryContent } from '../../../shared/QueryContent';

const PER_PAGE = 12;
const LEVELS = Object.values(Level);

const levelOf = (search: URLSearchParams): Level | undefined => {
  const value = search.get('level');
  return LEVELS.find((level) => level === value);
};

/** Every course of the library, or the caller's begun ones with their progress, by level. */
export function CourseGrid({ mine }: { mine: boolean }) {
  const { t } = useTranslation('videoCourses');
  const [search] = useSearchParams();
  const level = levelOf(search);
  const base = libraryHref(mine ? 'my-courses' : 'all-courses');
  const courses = useListVideoCourses({
    tab: mine ? 'mine' : 'all',
    ...(level ? { level } : {}),
    page: pageOf(search),
    per_page: PER_PAGE,
  });
  const empty = level ? (
    <EmptyState
      kind="noSearchResults"
      headingLevel="h2"
      action={
        <Button component={RouterLink} to={base} variant="outlined">
          {t('library.allLevels')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      headingLevel="h2"
      title={t(mine ? 'library.empty.mine.title' : 'library.empty.all.title')}
      text={t(mine ? 'library.empty.mine.text' : 'library.empty.all.text')}
      action={
        mine ? (
          <Button component={RouterLink} to={libraryHref('all-courses')} variant="contained">
            {t('library.empty.mine.action')}
          </Button>
        ) : undefined
      }
    />
  );
  return (
    <>
      <LevelFilter level={level} base={base} />
      <QueryContent query={courses} empty={empty}>
        {({ data, meta }) => (
          <>
            <Typography role="status" variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              {t('library.total', { count: meta.total })}
            </Typography>
            <CardGrid>
              {data.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} showProgress={mine} />
                </li>
              ))}
            </CardGrid>
            <ListPager
              meta={meta}
              href={(next) =>
                `${base}?${new URLSearchParams({ ...(level ? { level } : {}), page: String(next) })}`
              }
              label={t('library.pagerLabel')}
            />
          </>
        )}
      </QueryContent>
    </>
  );
}
