import { useGetPaidPretest } from '@cabinet/api/paid-pretests';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { CHECK_SECTIONS, type CheckSection, employeeName } from './check-state';
import { SpeakingSection } from './SpeakingSection';
import { TestSummary } from './TestSummary';
import { WritingSection } from './WritingSection';

/**
 * `/teacher-corporate/pretests/paid/:id/:section`: one test the teacher checks, named by its
 * employee, with its status and when the result is due, and two views as links: the writing (the
 * grammar score, the text and its feedback) and the speaking (the interview and its feedback).
 */
export function CheckTest({ id, section }: { id: number; section: CheckSection }) {
  const { t, i18n } = useTranslation('teacherPretests');
  const query = useGetPaidPretest(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} headingLevel={1} />;
  const test = query.data.data;
  const name = employeeName(test.student, i18n.language);
  return (
    <>
      <PageHeader
        title={t('test.title', { name })}
        breadcrumbs={[
          { label: t('list.title'), href: paths.corporateTeacher.paidPlacementTests.to() },
          { label: name },
        ]}
        tabs={CHECK_SECTIONS.map((tab) => ({
          label: t(`test.tab.${tab}`),
          href: paths.corporateTeacher.paidPlacementTest.to(id, tab),
          current: tab === section,
        }))}
        tabsLabel={t('test.tabs')}
      />
      <TestSummary test={test} />
      {section === 'writing' ? <WritingSection test={test} /> : <SpeakingSection test={test} />}
    </>
  );
}
