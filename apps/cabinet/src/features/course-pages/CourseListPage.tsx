import { useListCourses } from '@cabinet/api/courses';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { childrenOf, chosenChild } from '../children/children';
import { CourseList } from '../courses/CourseList';
import { nameIn } from '../../shared/in-language';
import type { LearnerView } from '../../shared/course-view';
import { sectionHref } from '../../shared/course-view-sections';
import { QueryContent } from '../../shared/QueryContent';

type ListProps = { view: LearnerView; studentId?: number | undefined };

function List({ view, studentId }: ListProps) {
  return (
    <CourseList
      kind={view.kind}
      training={view.training}
      viewer={view.viewer}
      studentId={studentId}
      courseHref={(course) =>
        sectionHref(view, 'general', {
          courseId: course.id,
          studentId: view.viewer === 'parent' ? course.student?.id : undefined,
        })
      }
    />
  );
}

/**
 * A parent's list: one child's courses at a time, with a switcher of links (`?child=`) when the
 * parent follows several children.
 */
function ChildrenCourseListPage({ view }: { view: LearnerView }) {
  const { t, i18n } = useTranslation('learning');
  const [search] = useSearchParams();
  const { data: user } = useCurrentUser();
  const courses = useListCourses({ per_page: 100 });
  return (
    <QueryContent query={courses}>
      {({ data }) => {
        const children = childrenOf(data, user?.id);
        const child = chosenChild(children, search);
        const listHref = view.list.path.to();
        return (
          <>
            <PageHeader
              title={t(view.list.title)}
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
            <List key={child?.id ?? 0} view={view} studentId={child?.id} />
          </>
        );
      }}
    </QueryContent>
  );
}

/** A space's list of courses (a student's groups, a parent's children's individual lessons…). */
export function CourseListPage({ view }: { view: LearnerView }) {
  const { t } = useTranslation('learning');
  if (view.viewer === 'parent') return <ChildrenCourseListPage view={view} />;
  return (
    <>
      <PageHeader title={t(view.list.title)} />
      <List view={view} />
    </>
  );
}
