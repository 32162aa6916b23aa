import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-answer-sync';

/** Whether an answer is saved, being saved, or kept on this device until it can be sent: in words. */
export function SaveStateText({ id, state }: { id: string; state: SaveState | undefined }) {
  const { t } = useTranslation();
  return (
    <Typography
      id={id}
      variant="body2"
      sx={(theme) => ({
        color: state === 'pending' ? theme.palette.status.warning.fg : theme.palette.text.secondary,
        minHeight: '1.5em',
      })}
    >
      {state ? t(`answerSave.${state}`) : ''}
    </Typography>
  );
}
