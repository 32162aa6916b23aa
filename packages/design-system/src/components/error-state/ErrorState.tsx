import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';

export type ErrorStateProps = {
  /** The server's message; without one, a general "Something went wrong". */
  message?: string | null | undefined;
  /** Loads again; without it, no "Try again" button is shown. */
  onRetry?: (() => void) | undefined;
};

/** Something failed to load: the reason, announced at once, and a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const text = message?.trim() ? message : t('states.error.fallback');
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: theme.palette.status.error.fg,
        bgcolor: theme.palette.status.error.bg,
        color: theme.palette.status.error.fg,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flex: '1 1 240px', minWidth: 0 }}>
        <ErrorOutlineIcon aria-hidden="true" sx={{ flexShrink: 0 }} />
        <Typography role="alert" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      </Box>
      {onRetry && (
        <Button variant="outlined" color="inherit" onClick={onRetry} sx={{ flexShrink: 0 }}>
          {t('states.error.retry')}
        </Button>
      )}
    </Box>
  );
}
