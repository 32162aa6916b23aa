import { useListCourses } from '@cabinet/api/courses';
import type { PersonRef } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificateList } from '../../../features/certificates/CertificateList';
import { useCurrentUser } from '../../../session/use-current-user';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { childrenOf } from '../../../features/children/children';
import { certificateSection } from './certificate-sections';
import { nameIn } from '../../../shared/in-language';

/** Every course of the children fits one page (the API's largest). */
const COURSES_PER_PAGE = 100;

/** One child's certificates under their name. */
function ChildCertificates({ child }: { child: PersonRef }) {
  const { t, i18n } = useTranslation('certificates');
  const headingId = useId();
  const name = nameIn(child, i18n.language === 'en' ? 'en' : 'uk');
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {name}
      </Typography>
      <CertificateList
        studentId={child.id}
        headingLevel={3}
        empty={{ title: t('page.childEmptyTitle', { name }), text: t('page.childEmptyText') }}
      />
    </Box>
  );
}

/** A parent's page: a section per child, each labelled by the child's name. */
function ChildrenCertificates() {
  const { t } = useTranslation('certificates');
  const courses = useListCourses({ per_page: COURSES_PER_PAGE });
  if (courses.isPending) return <PageLoading />;
  if (courses.isError) return <PageError error={courses.error} onRetry={() => void courses.refetch()} />;
  const children = childrenOf(courses.data.data);
  if (children.length === 0)
    return <EmptyState headingLevel="h2" title={t('page.noChildrenTitle')} text={t('page.noChildrenText')} />;
  return (
    <Stack spacing={4}>
      {children.map((child) => (
        <ChildCertificates key={child.id} child={child} />
      ))}
    </Stack>
  );
}

/**
 * `/profile/certificates` (the menu's "profile-certificates"): the student's
 * certificates, a parent's children's labelled by child, a teacher's students'; the empty state
 * for anyone else.
 */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const { data: user } = useCurrentUser();
  const section = user ? certificateSection(user.spaces) : undefined;
  return (
    <>
      <PageHeader title={t('page.title')} />
      {section === undefined ? <PageLoading /> : null}
      {section === 'own' ? <CertificateList headingLevel={2} /> : null}
      {section === 'children' ? <ChildrenCertificates /> : null}
      {section === 'taught' ? <CertificateList headingLevel={2} showStudent /> : null}
      {section === 'none' ? <EmptyState kind="noCertificates" headingLevel="h2" /> : null}
    </>
  );
}
