import type { WorkStatus } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StageHeading } from './StageHeading';

const NOTE: Partial<Record<WorkStatus, string>> = {
  not_opened: 'status.notStarted',
  not_written: 'status.notStarted',
  in_progress: 'status.inProgress',
  test_missed: 'status.missed',
  incomplete: 'status.incomplete',
  need_review: 'status.checking',
  in_review: 'status.checking',
};

/** Where an on-platform test stands when it cannot be taken now and has no score yet. */
export function TestStatusNote({ status, focus }: { status: WorkStatus; focus: boolean }) {
  const { t } = useTranslation('tests');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <StageHeading id={headingId} focus={focus}>
        {t('status.heading')}
      </StageHeading>
      <Typography>{t(NOTE[status] ?? 'status.other')}</Typography>
    </Box>
  );
}
