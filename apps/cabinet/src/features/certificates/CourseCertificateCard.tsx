import type { Certificate } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate } from '@cabinet/design-system/format';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAttendance } from '../../shared/attendance';
import { canDownload, certificateNote, certificateTitle } from './certificate-rules';
import { DownloadCertificateButton } from './DownloadCertificateButton';
import { nameIn } from '../../shared/in-language';

type CourseCertificateCardProps = {
  certificate: Certificate;
  /** The level of the course's name in the page's outline. */
  headingLevel: 2 | 3 | 4;
  /**
   * Names the student (a teacher's list of several students): the student's name is then the
   * card's heading, the course the line under it.
   */
  showStudent?: boolean;
  /** Fills the height of its grid cell, so cards side by side line up. */
  stretch?: boolean;
};

/**
 * A course certificate: its type and status, the course, attendance, the
 * final test's grade, the issue date and the download; the reason when none was issued
 * (insufficient attendance or the teacher's decision, with the teacher's comment); a note while
 * it waits for the teacher. The design system's certificate card downloads through a plain link
 * and shows no attendance, grade or comment, so this card composes its parts instead.
 */
export function CourseCertificateCard({
  certificate,
  headingLevel,
  showStudent = false,
  stretch = false,
}: CourseCertificateCardProps) {
  const { t, i18n } = useTranslation('certificates');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const titleId = useId();
  const course = certificateTitle(certificate, language);
  const student = nameIn(certificate.student, language);
  const title = showStudent ? student : course;
  const courseLine = t(`card.course.${certificate.course.kind}`, { name: certificate.course.name });
  const note = certificateNote(certificate);
  return (
    <CardFrame titleId={titleId} sx={{ height: stretch ? '100%' : undefined }}>
      <CardKicker>
        {certificate.type !== 'no_certificate' ? (
          <StatusBadge vocabulary="certificateType" value={certificate.type} />
        ) : null}
        <StatusBadge vocabulary="certificateStatus" value={certificate.status} />
      </CardKicker>
      <Box>
        <CardTitle id={titleId} level={headingLevel}>
          {title}
        </CardTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {showStudent ? `${course} · ${courseLine}` : courseLine}
        </Typography>
      </Box>
      <Facts>
        <Fact label={t('card.attendance')}>
          {t('card.percent', { value: formatAttendance(certificate.attendance_percent, i18n.language) })}
        </Fact>
        <Fact label={t('card.finalGrade')}>{certificate.final_grade ?? t('card.noFinalGrade')}</Fact>
        {certificate.issued_at ? (
          <Fact label={t('card.issuedAt')}>
            <time dateTime={certificate.issued_at}>{formatDate(certificate.issued_at, language)}</time>
          </Fact>
        ) : null}
      </Facts>
      {note.kind === 'waiting' ? (
        <Note>{t('card.waiting', { type: ds(`status.certificateType.${certificate.type}`) })}</Note>
      ) : null}
      {note.kind === 'not_issued' ? (
        <>
          <Note>{ds(`offers.certificate.reason.${note.reason}`)}</Note>
          {note.comment ? (
            <Box>
              <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary' }}>
                {t('card.teacherComment')}
              </Typography>
              <Typography variant="body2" component="blockquote" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                {note.comment}
              </Typography>
            </Box>
          ) : null}
        </>
      ) : null}
      {canDownload(certificate) ? (
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <DownloadCertificateButton
            certificate={certificate}
            title={showStudent ? `${course}, ${student}` : course}
          />
        </Box>
      ) : null}
    </CardFrame>
  );
}

/** A line that explains the status, set apart by a bar at its start. */
function Note({ children }: { children: string }) {
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{ m: 0, pl: 1.25, borderLeft: 3, borderColor: 'divider', fontWeight: 500 }}
    >
      {children}
    </Typography>
  );
}
