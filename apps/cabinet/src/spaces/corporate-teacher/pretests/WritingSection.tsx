import type { PaidPretest } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WrittenText } from '../../../features/placement-tests/WrittenText';
import { PartFacts } from '../../../features/placement-tests/PartFacts';
import { FeedbackBlock } from './FeedbackBlock';

function PartSection({ test, part }: { test: PaidPretest; part: 'grammar' | 'writing' }) {
  const { t } = useTranslation('teacherPretests');
  const titleId = useId();
  const result = test.attempt.parts.find((candidate) => candidate.part === part);
  if (!result) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t(`test.part.${part}`)}
      </Typography>
      <PartFacts part={result} />
    </Box>
  );
}

/** The written parts: the grammar's score and level, the writing's words, topic and text, and the writing's feedback. */
export function WritingSection({ test }: { test: PaidPretest }) {
  const { t } = useTranslation('teacherPretests');
  return (
    <Stack spacing={3}>
      <PartSection test={test} part="grammar" />
      <PartSection test={test} part="writing" />
      {test.writing && <WrittenText writing={test.writing} />}
      {test.written_at ? (
        <FeedbackBlock test={test} part="writing" />
      ) : (
        <Alert severity="info">{t('test.notWritten')}</Alert>
      )}
    </Stack>
  );
}
