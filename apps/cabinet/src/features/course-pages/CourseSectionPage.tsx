import { useListCourses } from '@cabinet/api/courses';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type Params, useParams } from 'react-router-dom';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { CourseFrame } from './CourseFrame';
import type { CourseSection, LearnerView } from '../../shared/course-view';
import { type CourseTarget, sectionHref, tabOf } from '../../shared/course-view-sections';
import { sectionBodies } from './section-bodies';
import { QueryContent } from '../../shared/QueryContent';

type SectionPageProps = { view: LearnerView; section: CourseSection; target: CourseTarget };

/** One section of a course: the frame with crumbs and tabs, and the section's body below it. */
function SectionPage({ view, section, target }: SectionPageProps) {
  const { t } = useTranslation('learning');
  const course: CourseTarget = { courseId: target.courseId, studentId: target.studentId };
  const Body = sectionBodies[section];
  const inside = section === 'lesson' || section === 'task' || section === 'test' || section === 'courseTask';
  return (
    <CourseFrame
      courseId={target.courseId}
      studentId={target.studentId}
      list={{ label: t(view.list.title), href: view.list.path.to() }}
      tabs={view.tabs.map((tab) => ({
        label: t(`tabs.${tab}`),
        href: sectionHref(view, tab, course),
        current: tab === tabOf(section),
      }))}
      page={inside ? t(`crumbs.${section}`) : undefined}
    >
      <Suspense fallback={<PageLoading />}>
        <Body
          target={target}
          readOnly={view.viewer === 'parent'}
          hrefOf={(next, itemId) => sectionHref(view, next, { ...course, itemId })}
          offers={(next) => view.pages[next] !== undefined}
        />
      </Suspense>
    </CourseFrame>
  );
}

/**
 * A parent's individual course names no child in its address: the child is the one whose
 * individual course it is, read from the parent's list of courses.
 */
function ChildSectionPage(props: SectionPageProps) {
  const courses = useListCourses({ kind: props.view.kind, per_page: 100 });
  return (
    <QueryContent query={courses}>
      {({ data }) => {
        const student = data.find((row) => row.id === props.target.courseId)?.student;
        if (!student) return <Navigate to={paths.notFound.to()} replace />;
        return <SectionPage {...props} target={{ ...props.target, studentId: student.id }} />;
      }}
    </QueryContent>
  );
}

type CourseSectionPageProps = {
  view: LearnerView;
  section: CourseSection;
  /** The course, child and item the route's parameters name; null when one is malformed. */
  read: (params: Params) => CourseTarget | null;
};

/** A route's page of a course section: its ids from the address, else the not-found page. */
export function CourseSectionPage({ view, section, read }: CourseSectionPageProps) {
  const target = read(useParams());
  if (!target) return <Navigate to={paths.notFound.to()} replace />;
  const needsChild = view.viewer === 'parent' && target.studentId === undefined;
  return needsChild ? (
    <ChildSectionPage view={view} section={section} target={target} />
  ) : (
    <SectionPage view={view} section={section} target={target} />
  );
}
