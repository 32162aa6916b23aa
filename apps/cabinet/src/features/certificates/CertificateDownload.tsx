import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { saveFile } from '../../shared/save-file';

type CertificateDownloadProps = {
  /** Asks the school for the PDF (with the bearer token, so a plain link would not do). */
  download: () => Promise<Blob>;
  /** The name the file is saved under. */
  fileName: string;
  /** The certificate's title, for the button's accessible name. */
  title: string;
};

/** Downloads a certificate's PDF and saves it; a refusal shows its translated message next to the button. */
export function CertificateDownload({ download, fileName, title }: CertificateDownloadProps) {
  const { t } = useTranslation('certificates');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const file = useMutation({ mutationFn: download, onSuccess: (blob) => saveFile(blob, fileName) });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant="outlined"
        loading={file.isPending}
        onClick={() => file.mutate()}
        aria-label={ds('offers.certificate.downloadLabel', { title })}
      >
        {ds('offers.certificate.download')}
      </Button>
      {file.isError ? (
        <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
          {t('download.failed', { message: errorMessage(file.error) })}
        </Alert>
      ) : null}
    </Box>
  );
}
