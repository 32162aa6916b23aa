import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { CourseList } from '../courses/CourseList';
import { type CourseSpace, sectionHref } from './course-space';

/** A space's list of courses (a student's groups, a parent's children's individual lessons…). */
export function CourseListPage({ space }: { space: CourseSpace }) {
  const { t } = useTranslation('learning');
  return (
    <>
      <PageHeader title={t(space.list.title)} />
      <CourseList
        kind={space.kind}
        viewer={space.viewer}
        courseHref={(course) =>
          sectionHref(space, 'general', {
            courseId: course.id,
            studentId: space.viewer === 'parent' ? course.student?.id : undefined,
          })
        }
      />
    </>
  );
}
