import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import {
  LIBRARY_TABS,
  type LibraryTab,
  libraryHref,
} from '../../../features/video-courses/video-course-href';
import { SubscriptionTab } from '../subscription/SubscriptionTab';
import { CourseGrid } from './CourseGrid';

/** The library: every course, the caller's begun courses, and the subscription, as tabs. */
export function Library({ tab }: { tab: LibraryTab }) {
  const { t } = useTranslation('videoCourses');
  return (
    <>
      <PageHeader
        title={t('library.title')}
        tabsLabel={t('library.tabsLabel')}
        tabs={LIBRARY_TABS.map((each) => ({
          label: t(`library.tabs.${each}`),
          href: libraryHref(each),
          current: each === tab,
        }))}
      />
      {tab === 'subscription' ? <SubscriptionTab /> : <CourseGrid mine={tab === 'my-courses'} />}
    </>
  );
}
