import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ReportState } from './use-progress-reporter';

/**
 * Where the watching stands, told once in a polite live region: nothing while the school has it,
 * "kept on this device" while a report waits after a failed call (however often it is retried),
 * "sent" once what waited has reached the school.
 */
export function ProgressSaveNote({ state }: { state: ReportState }) {
  const { t } = useTranslation('videoCourses');
  const Icon = state === 'kept' ? CloudOffIcon : CloudDoneIcon;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        typography: 'body2',
        color: state === 'kept' ? 'text.primary' : 'text.secondary',
      }}
    >
      {state === 'saved' ? null : (
        <>
          <Icon fontSize="small" color={state === 'kept' ? 'warning' : 'success'} aria-hidden />
          <span>{t(state === 'kept' ? 'player.progress.kept' : 'player.progress.resent')}</span>
        </>
      )}
    </Box>
  );
}
