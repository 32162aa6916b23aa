import { useGetCourse } from '@cabinet/api/courses';
import { type Breadcrumb, PageHeader, type PageTab } from '@cabinet/design-system/page-header';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type CourseFrameProps = {
  courseId: number;
  /** The child whose course a parent follows; a student's own course has none. */
  studentId?: number | undefined;
  /** The list the course belongs to: the first crumb. */
  list: Breadcrumb;
  /** The course's sections as links; the current one is marked. */
  tabs: PageTab[];
  /** A page inside a section (a lesson, a task, a test): the last crumb. */
  page?: string | undefined;
  children: ReactNode;
};

/**
 * The frame of every page of a student's or a parent's course: crumbs back to the list, the
 * course's name as the page's h1 (with the child's name for a parent), and the section tabs.
 */
export function CourseFrame({ courseId, studentId, list, tabs, page, children }: CourseFrameProps) {
  const { t, i18n } = useTranslation('learning');
  const course = useGetCourse(courseId, studentId === undefined ? undefined : { student_id: studentId });
  return (
    <QueryContent query={course}>
      {({ data }) => {
        const { name, student } = data;
        const child = studentId !== undefined && student ? nameIn(student, i18n.language) : undefined;
        const current = tabs.find((tab) => tab.current);
        const crumbs: Breadcrumb[] = [list, { label: name, href: page ? current?.href : undefined }];
        if (page) crumbs.push({ label: page });
        return (
          <>
            <PageHeader
              title={child ? t('childCourse', { course: name, name: child }) : name}
              breadcrumbs={crumbs}
              tabs={tabs}
              tabsLabel={t('tabs.label')}
            />
            {child && (
              <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>
                {t('readOnly', { name: child })}
              </Typography>
            )}
            {children}
          </>
        );
      }}
    </QueryContent>
  );
}
