import Alert from '@mui/material/Alert';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export type FormAlert = { severity: 'error' | 'success'; text: string };

/**
 * A form's answer to the last thing asked of it (saved, refused, incomplete), shown above the
 * form and focused when it appears so a screen reader reads it and a phone scrolls to it.
 */
export function useFormAlert(): { setAlert: (alert: FormAlert | null) => void; alertView: ReactNode } {
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) ref.current?.focus();
  }, [alert]);
  const alertView = alert ? (
    <Alert severity={alert.severity} ref={ref} tabIndex={-1} sx={{ mb: 3 }}>
      {alert.text}
    </Alert>
  ) : null;
  return { setAlert, alertView };
}
