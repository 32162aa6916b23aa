import { downloadTraineeCertificate } from '@cabinet/api/course-tasks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { saveFile } from '../../shared/save-file';

/** Downloads an issued TYLT certificate as a PDF; a failure says why. */
export function DownloadTraineeCertificate({
  courseId,
  traineeId,
  name,
}: {
  courseId: number;
  traineeId: number;
  name?: string;
}) {
  const { t } = useTranslation('courseTasks');
  const download = useMutation({
    mutationFn: () => downloadTraineeCertificate(courseId, traineeId, { silent: true }),
    onSuccess: (file) => saveFile(file, `tylt-certificate-${courseId}-${traineeId}.pdf`),
  });
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" loading={download.isPending} onClick={() => download.mutate()}>
        {name ? t('certificates.downloadFor', { name }) : t('certificates.download')}
      </Button>
      {download.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(download.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
