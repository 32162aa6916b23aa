import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import type { FileLike, FileRefusal } from './checkFiles';
import { useFileSize } from './useFileSize';

type FileRefusalsProps = {
  refused: readonly FileRefusal<FileLike>[];
  types: string;
  maxFiles: number;
  maxSize: number;
};

/** Why each file of the last choice or drop was not added, announced as it appears. */
export function FileRefusals({ refused, types, maxFiles, maxSize }: FileRefusalsProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const size = useFileSize();
  const because = (refusal: FileRefusal<FileLike>) => {
    switch (refusal.reason) {
      case 'type':
        return t('forms.fileUpload.reasons.type', { types });
      case 'tooLarge':
        return t('forms.fileUpload.reasons.tooLarge', { limit: size(maxSize) });
      case 'tooMany':
        return t('forms.fileUpload.reasons.tooMany', { count: maxFiles });
      case 'duplicate':
        return t('forms.fileUpload.reasons.duplicate');
    }
  };
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        display: 'flex',
        gap: 1,
        p: 1.5,
        borderRadius: 1,
        bgcolor: theme.palette.status.error.bg,
        color: theme.palette.status.error.fg,
      })}
    >
      <ErrorOutlineIcon fontSize="small" sx={{ mt: 0.25 }} />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0, typography: 'body2' }}>
        {refused.map((refusal, index) => (
          <Box component="li" key={`${refusal.file.name}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
            {t('forms.fileUpload.refused', { name: refusal.file.name, reason: because(refusal) })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
