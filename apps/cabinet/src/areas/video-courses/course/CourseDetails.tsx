import { useGetVideoCourse } from '@cabinet/api/video-courses';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../features/video-courses/in-language';
import {
  COURSE_TABS,
  type CourseTab,
  courseHref,
  libraryHref,
} from '../../../features/video-courses/video-course-href';
import { AboutTab } from './AboutTab';
import { CertificateTab } from './CertificateTab';
import { ContentTab } from './ContentTab';
import { CourseProgress } from './CourseProgress';
import { KnowledgeBankTab } from './KnowledgeBankTab';
import { QueryContent } from '../../../shared/QueryContent';

/** A course's page: its title, the progress, the tabs about, content, knowledge bank and certificate. */
export function CourseDetails({ courseId, tab }: { courseId: number; tab: CourseTab }) {
  const { t, i18n } = useTranslation('videoCourses');
  const course = useGetVideoCourse(courseId);
  return (
    <QueryContent query={course} headingLevel={1}>
      {({ data }) => {
        const title = inLanguage(data.title, data.title_en, i18n.language);
        return (
          <>
            <PageHeader
              title={title}
              breadcrumbs={[{ label: t('library.title'), href: libraryHref() }, { label: title }]}
              tabsLabel={t('course.tabsLabel')}
              tabs={COURSE_TABS.map((each) => ({
                label: t(`course.tabs.${each}`),
                href: courseHref(courseId, each),
                current: each === tab,
              }))}
            />
            <CourseProgress course={data} />
            {tab === 'about' ? <AboutTab course={data} /> : null}
            {tab === 'content' ? <ContentTab course={data} /> : null}
            {tab === 'knowledge-bank' ? <KnowledgeBankTab course={data} /> : null}
            {tab === 'certificate' ? <CertificateTab course={data} /> : null}
          </>
        );
      }}
    </QueryContent>
  );
}
