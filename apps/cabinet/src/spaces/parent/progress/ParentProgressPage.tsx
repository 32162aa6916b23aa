import { useTranslation } from 'react-i18next';
import { ChildrenPage } from '../../../features/children/ChildrenPage';
import { LearnerProgress } from '../../../features/progress/LearnerProgress';
import { paths } from '../../../shared/paths';

const childHref = (childId: number) => `${paths.parent.progress.to()}?child=${childId}`;

/** `/parent/progress`: each child's attendance, homework, tests and levels, with a switcher between children. */
export function ParentProgressPage() {
  const { t } = useTranslation('progress');
  return (
    <ChildrenPage
      title={t('parentTitle')}
      switcherLabel={t('parentSwitcher')}
      childHref={childHref}
      intro={(name) => t('parentIntro', { name })}
      empty={{ title: t('noChildrenTitle'), text: t('noChildrenText') }}
    >
      {(child) => <LearnerProgress key={child.id} studentId={child.id} />}
    </ChildrenPage>
  );
}
