import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { toastQueue } from '../../shared/toast-queue';

/** Toasts as seed 000 §9 sets them: 5 s, at most 20 at once, top right. */
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
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
