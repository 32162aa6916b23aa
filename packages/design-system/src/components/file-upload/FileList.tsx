import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { type FileCheckOptions, type FileLike, isLargeFile } from './checkFiles';
import { useFileSize } from './useFileSize';

type FileListProps<F extends FileLike> = {
  files: readonly F[];
  options: FileCheckOptions & { recommendedSize: number };
  disabled: boolean;
  onRemove: (index: number) => void;
};

/** The chosen files with their sizes, a warning on large ones and a remove button each. */
export function FileList<F extends FileLike>({ files, options, disabled, onRemove }: FileListProps<F>) {
  const { t } = useTranslation(DS_NAMESPACE);
  const size = useFileSize();
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        {t('forms.fileUpload.none')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('forms.fileUpload.listLabel', { count: files.length })}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {files.map((file, index) => (
        <Box
          component="li"
          key={`${file.name}-${file.size}-${index}`}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            p: 1,
            pl: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            minWidth: 0,
          }}
        >
          <InsertDriveFileOutlinedIcon fontSize="small" sx={{ mt: 0.5, color: 'text.secondary' }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 500, mt: 0.25 }}>
              {file.name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {size(file.size)}
            </Typography>
            {isLargeFile(file, options) && (
              <Typography
                variant="body2"
                sx={(theme) => ({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  color: theme.palette.status.warning.fg,
                })}
              >
                <WarningAmberIcon fontSize="small" />
                {t('forms.fileUpload.large', { limit: size(options.recommendedSize) })}
              </Typography>
            )}
          </Box>
          <IconButton
            aria-label={t('forms.fileUpload.remove', { name: file.name })}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
