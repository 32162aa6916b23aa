import Alert from '@mui/material/Alert';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleIdentity } from './google-identity';

/**
 * With a real API: Google Identity Services' own button, which hands back a credential. Google's
 * script is loaded once per page (see google-identity.ts); when it cannot load, one error says so.
 */
export function GoogleIdentityButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest handler, without drawing Google's button again each time the page renders.
  const credentialGiven = useEffectEvent((credential: string) => onCredential(credential));
  useEffect(() => {
    if (failed) return; // told once; the next visit of the page tries again
    let mounted = true;
    loadGoogleIdentity().then(
      (id) => {
        const element = host.current;
        if (!mounted || !element) return;
        id.initialize({ client_id: clientId, callback: ({ credential }) => credentialGiven(credential) });
        element.replaceChildren();
        id.renderButton(element, { theme: 'outline', size: 'large', locale: i18n.language });
      },
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [clientId, i18n.language, failed]);
  return failed ? <Alert severity="error">{t('google.unavailable')}</Alert> : <div ref={host} />;
}
