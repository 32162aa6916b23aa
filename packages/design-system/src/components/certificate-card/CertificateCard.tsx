import DownloadIcon from '@mui/icons-material/Download';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { StatusBadge, type StatusValue } from '../status-badge';

/** Why a certificate was not issued. */
export type CertificateNotIssuedReason = 'insufficient_attendance' | 'teacher_decision';

export type CertificateCardProps = {
  /** The course or event the certificate is for. */
  title: string;
  type: StatusValue<'certificateType'>;
  status: StatusValue<'certificateStatus'>;
  /** When the certificate was issued (ISO). */
  issuedAt?: string | undefined;
  /** The file; the Download link appears only for a received certificate. */
  downloadUrl?: string | undefined;
  /** The name the file is saved under; the browser chooses when it is missing. */
  fileName?: string | undefined;
  /** A teacher trainee's grade. */
  traineeGrade?: StatusValue<'traineeGrade'> | undefined;
  /** The result of a video course. */
  videoCourseResult?: StatusValue<'videoCourseResult'> | undefined;
  notIssuedReason?: CertificateNotIssuedReason | undefined;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

function LabelledBadge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="textSecondary" component="span">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** A course's or event's certificate: its type and status, the issue date, the result and the file. */
export function CertificateCard({
  title,
  type,
  status,
  issuedAt,
  downloadUrl,
  fileName,
  traineeGrade,
  videoCourseResult,
  notIssuedReason,
  headingLevel = 3,
}: CertificateCardProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const headingId = useId();
  const canDownload = status === 'received' && Boolean(downloadUrl);

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <StatusBadge vocabulary="certificateType" value={type} />
          <StatusBadge vocabulary="certificateStatus" value={status} />
        </Box>
        <Typography
          id={headingId}
          variant="h6"
          component={`h${headingLevel}`}
          sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {issuedAt ? (
          <Typography variant="body2" color="textSecondary">
            <time dateTime={issuedAt}>
              {t('offers.certificate.issuedOn', { date: formatDate(issuedAt, language) })}
            </time>
          </Typography>
        ) : null}
        {traineeGrade ? (
          <LabelledBadge label={t('offers.certificate.grade')}>
            <StatusBadge vocabulary="traineeGrade" value={traineeGrade} />
          </LabelledBadge>
        ) : null}
        {videoCourseResult ? (
          <LabelledBadge label={t('offers.certificate.videoCourseResult')}>
            <StatusBadge vocabulary="videoCourseResult" value={videoCourseResult} />
          </LabelledBadge>
        ) : null}
        {notIssuedReason ? (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
            <InfoOutlinedIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', mt: '1px' }} />
            <span>{t(`offers.certificate.reason.${notIssuedReason}`)}</span>
          </Typography>
        ) : null}
      </CardContent>
      {canDownload ? (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button
            component="a"
            href={downloadUrl}
            download={fileName ?? true}
            variant="outlined"
            startIcon={<DownloadIcon />}
            aria-label={t('offers.certificate.downloadLabel', { title })}
          >
            {t('offers.certificate.download')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
