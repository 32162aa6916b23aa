import { CardGrid } from '@cabinet/design-system/card-frame';
import { useListCourses } from '@cabinet/api/courses';
import type { CourseListItem } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager, pageOf } from '../../shared/ListPager';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CourseCard } from './CourseCard';
import { coursesByChild, coursesByStatus } from './course-present';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** The courses of one page of the list. */
export const COURSES_PER_PAGE = 20;

type CourseListProps = {
  kind: 'group' | 'individual';
  viewer: 'student' | 'parent';
  courseHref: (course: CourseListItem) => string;
  /** A parent's chosen child; without it a parent sees every child's courses. */
  studentId?: number | undefined;
  /** A trainee's teacher-training groups of this course. */
  training?: 'tkt' | 'tylt' | undefined;
};

function CourseGroup({
  title,
  courses,
  courseHref,
  showStudent,
}: {
  title: string;
  courses: CourseListItem[];
  courseHref: CourseListProps['courseHref'];
  showStudent: boolean;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <CardGrid>
        {courses.map((course) => (
          <li key={`${course.student?.id ?? 0}-${course.id}`}>
            <CourseCard course={course} href={courseHref(course)} showStudent={showStudent} />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}

/**
 * The caller's group or individual courses (the student's, the parent's and
 * the individual lessons): a student's by status, a parent's by child; each card links to the
 * course; pages as links; the empty state.
 */
export function CourseList({ kind, viewer, courseHref, studentId, training }: CourseListProps) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageOf(search);
  const query = useListCourses({
    kind,
    student_id: studentId,
    page,
    per_page: COURSES_PER_PAGE,
    ...(training ? { training } : {}),
  });
  return (
    <QueryContent
      query={query}
      empty={
        <EmptyState
          title={t(`list.empty.${viewer}.${kind}.title`)}
          text={t(`list.empty.${viewer}.${kind}.text`)}
          headingLevel="h2"
        />
      }
    >
      {({ data, meta }) => {
        const pageHref = (next: number) => {
          const params = new URLSearchParams(search);
          if (next > 1) params.set('page', String(next));
          else params.delete('page');
          const query = params.toString();
          return query ? `${pathname}?${query}` : pathname;
        };
        return (
          <>
            {viewer === 'parent'
              ? coursesByChild(data).map((group) => (
                  <CourseGroup
                    key={group.student?.id ?? 0}
                    title={
                      group.student
                        ? t(`list.childCourses.${kind}`, { name: nameIn(group.student, language) })
                        : t(`list.kind.${kind}`)
                    }
                    courses={group.courses}
                    courseHref={courseHref}
                    showStudent
                  />
                ))
              : coursesByStatus(data).map((group) => (
                  <CourseGroup
                    key={group.status}
                    title={t(`list.status.${group.status}`)}
                    courses={group.courses}
                    courseHref={courseHref}
                    showStudent={false}
                  />
                ))}
            <ListPager meta={meta} href={pageHref} />
          </>
        );
      }}
    </QueryContent>
  );
}
