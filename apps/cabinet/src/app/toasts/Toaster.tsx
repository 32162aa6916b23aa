import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { toastQueue } from '../../shared/toast-queue';
import { TOAST_BACKGROUNDS } from './toast-colours';

const Toast = styled(MaterialDesignContent)({
  color: '#ffffff',
  '&.notistack-MuiContent-default': { backgroundColor: TOAST_BACKGROUNDS.default },
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_BACKGROUNDS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_BACKGROUNDS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_BACKGROUNDS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_BACKGROUNDS.info },
});
const toastComponents = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

/** Toasts: 5 s, at most 20 at once, top right; identical ones at once are one. */
export default function Toaster() {
  useEffect(() => {
    const flush = () =>
      toastQueue.drain().forEach(({ message, variant }) => enqueueSnackbar(message, { variant }));
    flush();
    return toastQueue.subscribe(flush);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={20}
      preventDuplicate
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      Components={toastComponents}
    />
  );
}
