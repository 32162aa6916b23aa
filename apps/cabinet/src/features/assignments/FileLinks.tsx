import type { FileRef } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Files as download links, or a line saying there are none. */
export function FileLinks({ files, empty }: { files: readonly FileRef[]; empty: string }) {
  const { t } = useTranslation('assignments');
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {files.map((file) => (
        <Box component="li" key={file.id} sx={{ minWidth: 0 }}>
          <Link
            href={file.url}
            download={file.name}
            aria-label={t('files.download', { name: file.name })}
            sx={{ overflowWrap: 'anywhere', minHeight: 24 }}
          >
            {file.name}
          </Link>
        </Box>
      ))}
    </Box>
  );
}
