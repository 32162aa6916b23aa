import { getToken } from '@cabinet/api/http';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import { googleClientId, isMockMode } from '../../../env';
import { paths } from '../../../shared/paths';
import { EmailStep } from '../components/EmailStep';
import { PasswordStep } from '../components/PasswordStep';

type Step = { kind: 'email' } | { kind: 'password'; email: string; fresh: boolean };

/** Sign-in: the e-mail first; a new e-mail is registered, a known one is asked for its password. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  if (getToken()) return <Navigate to={paths.profile.to()} replace />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      {step.kind === 'email' ? (
        <EmailStep
          defaultEmail={email}
          onSubmitted={(submitted, fresh) => {
            setEmail(submitted);
            setStep({ kind: 'password', email: submitted, fresh });
          }}
        />
      ) : (
        <PasswordStep
          email={step.email}
          fresh={step.fresh}
          onChangeEmail={() => setStep({ kind: 'email' })}
        />
      )}
      {(isMockMode || googleClientId) && (
        <Button component={Link} to={paths.loginGoogle.to()} variant="outlined" fullWidth sx={{ mt: 2 }}>
          {t('google.signIn')}
        </Button>
      )}
    </Paper>
  );
}
