import type { PretestWriting } from '@cabinet/api/model';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptSection } from './PromptSection';

/** The writing's topic and the text handed in, each a section named by its heading (h2). */
export function WrittenText({ writing }: { writing: PretestWriting }) {
  const { t } = useTranslation('paidPretests');
  const titleId = useId();
  return (
    <>
      <PromptSection title={writing.topic_title} text={writing.topic_prompt} />
      <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('result.text')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {writing.text || t('result.noText')}
        </Typography>
      </Paper>
    </>
  );
}
