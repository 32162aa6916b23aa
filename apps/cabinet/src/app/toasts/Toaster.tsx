import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
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

const GAP = 8;

/**
 * Where toasts start: just under the page's banner while it is in view, so that a toast never
 * covers the language switch or "Log out" (a click meant for them would land on the toast), and at
 * the top of the window once the banner has scrolled away.
 */
const belowBanner = () =>
  Math.max(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0, 0) + GAP;

/** Toasts: 5 s, at most 20 at once, top right under the banner; identical ones at once are one. */
export default function Toaster() {
  const [top, setTop] = useState(belowBanner);
  useEffect(() => {
    const flush = () => {
      const toasts = toastQueue.drain();
      if (toasts.length === 0) return;
      setTop(belowBanner());
      toasts.forEach(({ message, variant }) => enqueueSnackbar(message, { variant }));
    };
    flush();
    return toastQueue.subscribe(flush);
  }, []);
  return (
    <>
      {/* Two classes outweigh notistack's own one. */}
      <GlobalStyles styles={{ '.notistack-SnackbarContainer.cabinet-toasts': { top } }} />
      <SnackbarProvider
        classes={{ containerRoot: 'cabinet-toasts' }}
        maxSnack={20}
        preventDuplicate
        autoHideDuration={5000}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={toastComponents}
      />
    </>
  );
}
