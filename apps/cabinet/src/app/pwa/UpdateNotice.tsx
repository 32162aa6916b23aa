import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { unsavedForms } from '../../shared/LeaveGuard';

type UpdateNoticeProps = {
  /** Lets the new version take over and reloads the page. */
  onReload: () => void;
};

/**
 * "New version — reload": a new version of the cabinet has been fetched in the background. The
 * reload never happens under an unsaved form: asked while one is dirty, the notice says it waits
 * and reloads once the form is saved or left. "Later" hides it; the new version then starts when
 * every tab of the cabinet has been closed.
 */
export function UpdateNotice({ onReload }: UpdateNoticeProps) {
  const { t } = useTranslation('pwa');
  const unsaved = useSyncExternalStore(unsavedForms.subscribe, unsavedForms.any);
  const [asked, setAsked] = useState(false);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (asked && !unsaved) onReload();
  }, [asked, unsaved, onReload]);
  const waiting = asked && unsaved;
  return (
    <section aria-label={t('region')}>
      <Snackbar open={!hidden} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          role="status"
          severity="info"
          // The standard alert's colours meet 4.5:1 in both themes (the filled info one does not).
          elevation={6}
          sx={{ alignItems: 'center' }}
          action={
            <>
              {waiting ? null : (
                <Button color="inherit" size="small" onClick={() => setAsked(true)}>
                  {t('reload')}
                </Button>
              )}
              <IconButton
                color="inherit"
                size="small"
                aria-label={t('later')}
                onClick={() => setHidden(true)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {waiting ? t('waitingForForm') : t('newVersion')}
        </Alert>
      </Snackbar>
    </section>
  );
}
