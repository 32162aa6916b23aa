import type { Work } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FileLinks } from './FileLinks';

/** The answer as it is, for a locked work or a parent: the text and the files. */
export function WorkView({ work, forParent = false }: { work: Work; forParent?: boolean }) {
  const { t } = useTranslation('assignments');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {work.text ? (
        <Typography sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{work.text}</Typography>
      ) : (
        <Typography color="textSecondary" sx={{ m: 0 }}>
          {t('answer.none')}
        </Typography>
      )}
      <Typography component="h4" variant="subtitle1" sx={{ m: 0, fontWeight: 500 }}>
        {t(forParent ? 'answer.studentFiles' : 'answer.files')}
      </Typography>
      <FileLinks files={work.files} empty={t('answer.noFiles')} />
    </Box>
  );
}
