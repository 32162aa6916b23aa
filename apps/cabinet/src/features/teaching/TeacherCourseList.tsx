import { useListCourses } from '@cabinet/api/courses';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ListPager, pageOf } from '../../shared/ListPager';
import { viewPage } from '../../shared/course-view-hrefs';
import { CourseCard } from '../courses/CourseCard';
import type { TeachingView } from '../../shared/course-view';
import { QueryContent } from '../../shared/QueryContent';

export const COURSES_PER_PAGE = 20;

/**
 * The groups or the individual courses of a view (the teacher's, the corporate teacher's, the
 * company's), as cards (in progress first, as the school orders them), paged by the address.
 */
export function TeacherCourseList({ view }: { view: TeachingView }) {
  const { kind, training } = view;
  const { t } = useTranslation('teaching');
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageOf(search);
  const query = useListCourses({ kind, page, per_page: COURSES_PER_PAGE, ...(training ? { training } : {}) });
  return (
    <QueryContent query={query}>
      {({ data, meta }) => {
        if (data.length === 0) {
          return (
            <EmptyState
              title={t(`courseList.${kind}.emptyTitle`)}
              text={t(`courseList.${kind}.emptyText`)}
              headingLevel="h2"
            />
          );
        }
        const pageHref = (next: number) => (next > 1 ? `${pathname}?page=${next}` : pathname);
        return (
          <>
            <CardGrid>
              {data.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    href={viewPage(view, 'general').to(course.id)}
                    viewer="teacher"
                    headingLevel={2}
                  />
                </li>
              ))}
            </CardGrid>
            <ListPager meta={meta} href={pageHref} label={t(`courseList.${kind}.pages`)} />
          </>
        );
      }}
    </QueryContent>
  );
}
