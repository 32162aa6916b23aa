import { CardGrid } from '@cabinet/design-system/card-frame';
import { useListCertificates } from '@cabinet/api/certificates';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { certificateParams } from './certificate-rules';
import { CourseCertificateCard } from './CourseCertificateCard';

type CertificateListProps = {
  /** The child whose certificates a parent reads; undefined for the student's own. */
  studentId?: number | undefined;
  /** Only this course's certificates. */
  courseId?: number | undefined;
  /** The level of each certificate's heading (and of the empty state's). */
  headingLevel: 2 | 3 | 4;
  /** Names the student on each card (a teacher's list of several students). */
  showStudent?: boolean;
  /** The empty state's own words (a child's "no certificates yet"); the design system's otherwise. */
  empty?: { title: string; text: string } | undefined;
};

/**
 * Certificates with their type and status, course, attendance, final grade, issue date and download, the
 * reason of a certificate not issued, and the "no certificates" state. Newest courses first, as the API
 * orders them.
 */
export function CertificateList({
  studentId,
  courseId,
  headingLevel,
  showStudent,
  empty,
}: CertificateListProps) {
  const certificates = useListCertificates(certificateParams(studentId, courseId));
  if (certificates.isPending) return <PageLoading />;
  if (certificates.isError)
    return <PageError error={certificates.error} onRetry={() => void certificates.refetch()} />;
  const rows = certificates.data.data;
  if (rows.length === 0)
    return (
      <EmptyState
        kind="noCertificates"
        title={empty?.title}
        text={empty?.text}
        headingLevel={`h${headingLevel}`}
      />
    );
  return (
    <CardGrid>
      {rows.map((certificate) => (
        <li key={certificate.id}>
          <CourseCertificateCard
            certificate={certificate}
            headingLevel={headingLevel}
            showStudent={showStudent ?? false}
            stretch
          />
        </li>
      ))}
    </CardGrid>
  );
}
