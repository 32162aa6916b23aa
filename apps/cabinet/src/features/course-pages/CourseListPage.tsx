import { useListCourses } from '@cabinet/api/courses';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { childrenOf, chosenChild } from '../children/children';
import { CourseList } from '../courses/CourseList';
import { nameIn } from '../../shared/in-language';
import { type CourseSpace, sectionHref } from './course-space';

type ListProps = { space: CourseSpace; studentId?: number | undefined };

function List({ space, studentId }: ListProps) {
  return (
    <CourseList
      kind={space.kind}
      training={space.training}
      viewer={space.viewer}
      studentId={studentId}
      courseHref={(course) =>
        sectionHref(space, 'general', {
          courseId: course.id,
          studentId: space.viewer === 'parent' ? course.student?.id : undefined,
        })
      }
    />
  );
}

/**
 * A parent's list: one child's courses at a time, with a switcher of links (`?child=`) when the
 * parent follows several children.
 */
function ChildrenCourseListPage({ space }: { space: CourseSpace }) {
  const { t, i18n } = useTranslation('learning');
  const [search] = useSearchParams();
  const { data: user } = useCurrentUser();
  const courses = useListCourses({ per_page: 100 });
  if (courses.isPending) return <PageLoading />;
  if (courses.isError) return <PageError error={courses.error} onRetry={() => void courses.refetch()} />;
  const children = childrenOf(courses.data.data, user?.id);
  const child = chosenChild(children, search);
  const listHref = space.list.route.to();
  return (
    <>
      <PageHeader
        title={t(space.list.title)}
        tabsLabel={t('parent.switcher')}
        tabs={
          children.length > 1
            ? children.map((each) => ({
                label: nameIn(each, i18n.language),
                href: `${listHref}?${new URLSearchParams({ child: String(each.id) }).toString()}`,
                current: each.id === child?.id,
              }))
            : undefined
        }
      />
      <List key={child?.id ?? 0} space={space} studentId={child?.id} />
    </>
  );
}

/** A space's list of courses (a student's groups, a parent's children's individual lessons…). */
export function CourseListPage({ space }: { space: CourseSpace }) {
  const { t } = useTranslation('learning');
  if (space.viewer === 'parent') return <ChildrenCourseListPage space={space} />;
  return (
    <>
      <PageHeader title={t(space.list.title)} />
      <List space={space} />
    </>
  );
}
