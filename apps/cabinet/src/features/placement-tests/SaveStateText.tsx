import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveState } from './use-part-answers';

/** Whether an answer is saved, being saved, or kept on this device until it can be sent: in words. */
export function SaveStateText({ id, state }: { id: string; state: SaveState | undefined }) {
  const { t } = useTranslation('placementTests');
  return (
    <Typography
      id={id}
      variant="body2"
      sx={{ color: state === 'pending' ? 'warning.dark' : 'text.secondary', minHeight: '1.5em' }}
    >
      {state ? t(`save.${state}`) : ''}
    </Typography>
  );
}
