import { downloadCertificate } from '@cabinet/api/certificates';
import type { Certificate } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { certificateFileName } from './certificate-rules';
import { saveFile } from '../../shared/save-file';

type DownloadCertificateButtonProps = {
  certificate: Certificate;
  /** The certificate's title, for the button's accessible name. */
  title: string;
};

/**
 * Downloads an issued certificate's PDF (downloadCertificate, with the bearer token, so a plain
 * link would not do) and saves it; a refusal shows its translated message next to the button.
 */
export function DownloadCertificateButton({ certificate, title }: DownloadCertificateButtonProps) {
  const { t } = useTranslation('certificates');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const download = useMutation({
    mutationFn: () => downloadCertificate(certificate.id, { silent: true }),
    onSuccess: (file) => saveFile(file, certificateFileName(certificate)),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="outlined"
        loading={download.isPending}
        onClick={() => download.mutate()}
        aria-label={ds('offers.certificate.downloadLabel', { title })}
      >
        {ds('offers.certificate.download')}
      </Button>
      {download.isError ? (
        <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
          {t('download.failed', { message: errorMessage(download.error) })}
        </Alert>
      ) : null}
    </Box>
  );
}
