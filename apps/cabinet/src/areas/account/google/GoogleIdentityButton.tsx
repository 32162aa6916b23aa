import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';

type GoogleId = {
  initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
  renderButton: (element: HTMLElement, options: Record<string, string>) => void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

/** With a real API: Google Identity Services' own button, which hands back a credential. */
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
  useEffect(() => {
    const show = () => {
      const id = window.google?.accounts.id;
      if (!id || !host.current) return setFailed(true);
      id.initialize({ client_id: clientId, callback: ({ credential }) => onCredential(credential) });
      id.renderButton(host.current, { theme: 'outline', size: 'large', locale: i18n.language });
    };
    if (window.google) return show();
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = show;
    script.onerror = () => setFailed(true);
    document.head.append(script);
  }, [clientId, onCredential, i18n.language]);
  return failed ? <Alert severity="error">{t('google.unavailable')}</Alert> : <div ref={host} />;
}
